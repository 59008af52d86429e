import { chatLink, phoneForms } from '#app/lib/phone-number.ts'
import companyContent from '#content/company.json' with { type: 'json' }
import type { companySchema, Entry } from './schemas.ts'

// Every company fact is written once, in content/company/company.yaml. The phone is written as
// visitors read it; the dialled number and the chat link follow. The registration numbers are
// optional: until the company gives them, the file has none.
const company: typeof companyContent & Pick<Entry<typeof companySchema>, 'cin' | 'gstin'> =
	companyContent
const { phone, ...facts } = company

export const siteConfig = { ...facts, phone: phoneForms(phone), chatUrl: chatLink(phone) } as const

export type SocialNetwork = (typeof siteConfig.social)[number]['network']

/** The public URL of a path on the deployed site (canonical links, sitemap, structured data). */
export const siteUrl = (path: string) => new URL(path, siteConfig.origin).href

export const postalAddress = (address = siteConfig.address) =>
	`${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`

export const mapsUrl = ({ latitude, longitude, zoom } = siteConfig.geo) =>
	`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
