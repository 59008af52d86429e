import type { PageIntro } from './page-intro.ts'

export const aboutContent = {
	intro: {
		eyebrow: 'About Jalsetu',
		title: 'Engineering water, beverage and packaging plants since 2004',
	},
	/** Accessible name of the vertical carousel of works and projects. */
	worksCarouselLabel: 'Our works and projects',
	paragraphs: [
		'Jalsetu Engineering Pvt. Ltd. designs, manufactures and commissions water-treatment plants, beverage filling lines, packaging plants and stainless-steel process equipment. Our works at GIDC Industrial Estate, Ahmedabad, houses process design, fabrication, panel building and testing under one roof.',
		'Our range covers reverse osmosis, ultrafiltration, softeners, demineralisation, sewage treatment, zero liquid discharge and ceramic membrane systems, as well as filling lines from 24 to 500 bottles per minute and turnkey bottling projects up to 800 bottles per minute.',
		'Each project is engineered from a water analysis or product specification, built and tested in our own workshop, and commissioned by the engineers who designed it. After handover we support clients with spares, membrane replacement, annual maintenance contracts and operator training.',
	],
	missionTitle: 'Our mission',
	mission:
		'To deliver treatment and bottling plants that meet their design figures on the day of commissioning and keep meeting them for years afterwards, at a running cost the client can plan for.',
	commitmentTitle: 'Our commitment',
	commitment:
		'We commit to honest sizing, documented testing before dispatch, clear operating manuals and a service response our clients can rely on. If a plant does not perform as specified, we stay on site until it does.',
	countersHeading: 'Plants supplied to clients in 14 countries',
	journey: { eyebrow: 'Our journey', title: 'Twenty years of plants that keep running' },
	quality: { eyebrow: 'Quality', title: 'Tested in our works before it reaches yours' },
	timeline: [
		{
			year: 2004,
			title: 'Company founded',
			text: 'Rakesh Patel starts Jalsetu in Ahmedabad, building softeners and small RO units for local textile and chemical units.',
		},
		{
			year: 2009,
			title: 'Move to GIDC works',
			text: 'The company moves to Plot 118, GIDC Industrial Estate, and sets up its own stainless-steel fabrication shop.',
		},
		{
			year: 2013,
			title: 'First beverage filling line',
			text: 'Jalsetu designs and commissions its first rinse-fill-cap line for a packaged-drinking-water plant in Gujarat.',
		},
		{
			year: 2017,
			title: 'STP and ZLD division',
			text: 'A dedicated wastewater team is formed, delivering sewage treatment plants and the first zero liquid discharge system for a textile unit.',
		},
		{
			year: 2020,
			title: 'ISO 9001:2015 and first exports',
			text: 'The quality management system is certified to ISO 9001:2015, and the first RO and filling plants are shipped to overseas clients.',
		},
		{
			year: 2025,
			title: 'Ceramic membranes and a second bay',
			text: 'Ceramic membrane systems join the range, and a second fabrication bay expands capacity for large tanks and skids.',
		},
	],
	certifications: [
		{
			title: 'ISO 9001:2015 quality management',
			text: 'Design, fabrication and commissioning follow a certified quality management system with documented procedures and regular audits.',
		},
		{
			title: 'In-house hydro-test and weld inspection',
			text: 'Every pressure vessel, tank and pipe spool is hydro-tested, and welds are visually inspected and dye-penetrant tested before dispatch.',
		},
		{
			title: 'CE-conformant control panels',
			text: 'Control panels are built and wired in house to CE-conformant practice, with tested interlocks, labelled terminals and as-built drawings.',
		},
		{
			title: 'Material traceability',
			text: 'Stainless steel in SS 304 and SS 316L is supplied with mill test certificates, and heat numbers are recorded for wetted parts.',
		},
	],
	carouselImages: [
		{
			id: 'about-workshop',
			alt: 'Fabricators welding stainless-steel tanks in the Jalsetu workshop',
		},
		{
			id: 'about-commissioning',
			alt: 'Engineers commissioning a reverse osmosis plant at a client site',
		},
		{
			id: 'about-control-panel',
			alt: 'PLC control panel with touchscreen and labelled wiring ready for testing',
		},
		{
			id: 'about-installed-plant',
			alt: 'Installed water-treatment plant with membrane skids and storage tanks',
		},
	],
} as const satisfies { intro: PageIntro; journey: PageIntro; quality: PageIntro } & Record<
	string,
	unknown
>

export type AboutContent = typeof aboutContent
