// The partner and client strips, in content/logos/partners.yaml and clients.yaml; each names its logo
// file, if it has one, in assets/logos/. All names are fictional.
import clients from '#content/clients.json' with { type: 'json' }
import partners from '#content/partners.json' with { type: 'json' }
import type { Entry, logoSchema } from './schemas.ts'

export const clientLogos: readonly LogoItem[] = clients
export const partnerLogos: readonly LogoItem[] = partners

export type LogoItem = Entry<typeof logoSchema>

// The home page shows the clients in two rows of about half each; the second takes an odd one out.
const firstCustomerRowLength = Math.floor(clientLogos.length / 2)
export const customerLogoRows = [
	clientLogos.slice(0, firstCustomerRowLength),
	clientLogos.slice(firstCustomerRowLength),
] as const
