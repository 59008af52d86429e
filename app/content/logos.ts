// The partner and client strips, in content/logos/partners.yaml and clients.yaml; each names its logo
// file, if it has one, in assets/logos/. All names are fictional.
import { clientLogos } from '#app/generated/content/clients.ts'
import type { Entry, logoSchema } from './schemas.ts'

export { partnerLogos } from '#app/generated/content/partners.ts'
export { clientLogos }

export type LogoItem = Entry<typeof logoSchema>

// The home page shows the clients in two rows of about half each; the second takes an odd one out.
const firstCustomerRowLength = Math.floor(clientLogos.length / 2)
export const customerLogoRows = [
	clientLogos.slice(0, firstCustomerRowLength),
	clientLogos.slice(firstCustomerRowLength),
] as const
