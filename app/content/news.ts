export type NewsItem = {
	id: string
	title: string
	date: string
	isoDate: string
	excerpt: string
	imageAlt: string
}

// Newest first.
export const news = [
	{
		id: 'news-1',
		title: 'Ceramic membrane pilot completes 6,000 hours on textile effluent',
		date: '12 Feb 2026',
		isoDate: '2026-02-12',
		excerpt:
			'A skid-mounted ceramic UF pilot at a Surat dyeing unit has run for 6,000 hours on hot, high-colour effluent, holding steady flux with only chemical cleaning every fortnight.',
		imageAlt:
			'Illustration of a skid-mounted ceramic membrane pilot unit with stainless-steel housings beside an effluent tank',
	},
	{
		id: 'news-2',
		title: 'New fabrication bay expands stainless-steel tank production at Ahmedabad works',
		date: '18 Sep 2025',
		isoDate: '2025-09-18',
		excerpt:
			'A second fabrication bay with a 10-tonne overhead crane and an orbital welding station is now in use, allowing tanks up to 30,000 litres to be built and hydro-tested in house.',
		imageAlt:
			'Illustration of a fabrication bay with an overhead crane lifting a large stainless-steel tank',
	},
	{
		id: 'news-3',
		title: 'Zero liquid discharge plant commissioned for a Gujarat textile processor',
		date: '3 Apr 2025',
		isoDate: '2025-04-03',
		excerpt:
			'The 500 m³/day ZLD system combines UF, two-stage RO and a multiple-effect evaporator, returning most of the treated water to the dyeing process and leaving only dry salt for disposal.',
		imageAlt:
			'Illustration of a zero liquid discharge plant with membrane skids, an evaporator column and water recycling arrows',
	},
	{
		id: 'news-4',
		title: '500 BPM filling line delivered to a packaged-drinking-water plant',
		date: '26 Nov 2024',
		isoDate: '2024-11-26',
		excerpt:
			'The rinse-fill-cap monoblock, shrink wrapper and conveyors were dispatched from our Ahmedabad works and commissioned in Madhya Pradesh, with factory acceptance trials run on the customer’s own bottles.',
		imageAlt:
			'Illustration of a high-speed bottle filling line with rows of PET bottles moving along a conveyor',
	},
	{
		id: 'news-5',
		title: 'Jalsetu marks twenty years in water treatment',
		date: '20 Mar 2024',
		isoDate: '2024-03-20',
		excerpt:
			'From a small softener workshop set up in Ahmedabad in 2004, Jalsetu has grown into a team that designs, builds and commissions water, beverage and packaging plants across India and abroad.',
		imageAlt:
			'Illustration of the Jalsetu works building with a timeline ribbon running from 2004 to 2024',
	},
] as const satisfies readonly NewsItem[]
