import type { clientLogos } from './logos.ts'
import type { ServiceSlug } from './services.ts'

type ClientId = (typeof clientLogos)[number]['id']

/** A plant built for a client on the logo wall, told in the figures a buyer compares. */
export type CaseStudy = {
	/** The client, by the id of its logo. */
	client: ClientId
	/** The kind of plant, by the slug of its service page. */
	plant: ServiceSlug
	/** Rated capacity, with units. */
	capacity: string
	city: string
	/** Year of commissioning. */
	year: number
	/** What the plant changed for the client, in one line. */
	outcome: string
}

export const caseStudiesIntro = {
	eyebrow: 'Case studies',
	title: 'Plants we built, in figures',
} as const

/** The link from a case study to the page of the plant it used. */
export const caseStudyPlantLinkLabel = 'See the plant'

/** The figures each case study states, by their labels. */
export const caseStudyFactLabels = { capacity: 'Capacity', city: 'City', year: 'Year' } as const

export const caseStudies = [
	{
		client: 'client-02',
		plant: 'treated-water-turnkey-projects',
		capacity: '120 BPM of 1 litre PET bottles',
		city: 'Rajkot',
		year: 2023,
		outcome: 'From bare shed to BIS-certified packaged water in 7 months, under one contract.',
	},
	{
		client: 'client-22',
		plant: 'zero-liquid-discharge-zld-system',
		capacity: '400 KLD',
		city: 'Surat',
		year: 2022,
		outcome: 'Recovers 92% of dyeing effluent as reuse water; the consent to operate was renewed.',
	},
	{
		client: 'client-12',
		plant: 'pharma-projects',
		capacity: '3,000 LPH of Purified Water',
		city: 'Vadodara',
		year: 2024,
		outcome: 'Conductivity below 0.8 µS/cm at every user point through IQ, OQ and the first audit.',
	},
	{
		client: 'client-27',
		plant: 'stp-plants',
		capacity: '350 KLD, MBBR',
		city: 'Ahmedabad',
		year: 2021,
		outcome:
			'Treated water now flushes all 420 flats and waters the gardens; tanker supply halved.',
	},
	{
		client: 'client-06',
		plant: 'soda-juice-plants',
		capacity: '60 BPM, glass and PET',
		city: 'Indore',
		year: 2023,
		outcome: 'Carbonation held within 0.1 gas volume of target across three flavours.',
	},
	{
		client: 'client-08',
		plant: 'water-chiller-plant',
		capacity: '120 TR glycol, minus 5 degrees Celsius',
		city: 'Anand',
		year: 2020,
		outcome:
			'Holds silo and pasteuriser cooling steady on summer afternoons at 46 degrees Celsius.',
	},
] as const satisfies readonly CaseStudy[]
