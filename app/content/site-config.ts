import { chatLink, phoneForms } from '#app/lib/phone-number.ts'

// Every company fact lives here once; a real company replaces this file's values and nothing else.
// The phone is written once, as visitors read it; the dialled number and the chat link follow.
const PHONE = '+91 98765 43210'

export const siteConfig = {
	name: 'Jalsetu Engineering Pvt. Ltd.',
	shortName: 'Jalsetu',
	tagline: 'Water treatment, beverage and packaging plants, engineered end to end',
	origin: 'https://www.jalsetu.example',
	founded: 2004,
	phone: phoneForms(PHONE),
	chatUrl: chatLink(PHONE),
	email: 'info@jalsetu.example',
	address: {
		street: 'Plot 118, GIDC Industrial Estate',
		city: 'Ahmedabad',
		region: 'Gujarat',
		postalCode: '382425',
		country: 'India',
		countryCode: 'IN',
	},
	geo: { latitude: 23.0146, longitude: 72.6633, zoom: 15 },
	social: [
		{ network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/jalsetu.engineering' },
		{
			network: 'instagram',
			label: 'Instagram',
			url: 'https://www.instagram.com/jalsetu.engineering',
		},
		{
			network: 'linkedin',
			label: 'LinkedIn',
			url: 'https://www.linkedin.com/company/jalsetu-engineering',
		},
	],
	brochureUrl: 'https://drive.example.com/file/d/jalsetu-company-brochure/view',
} as const

export type SocialNetwork = (typeof siteConfig.social)[number]['network']

/** The public URL of a path on the deployed site (canonical links, sitemap, structured data). */
export const siteUrl = (path: string) => new URL(path, siteConfig.origin).href

export const postalAddress = (address = siteConfig.address) =>
	`${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`

export const mapsUrl = ({ latitude, longitude, zoom } = siteConfig.geo) =>
	`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
