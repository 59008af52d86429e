// One phone number, written once the way visitors read it; the forms machines need are derived.

/** The number to dial (`tel:` links, structured data): its digits, with the leading + if written. */
export const dialledNumber = (written: string) =>
	`${written.trim().startsWith('+') ? '+' : ''}${written.replace(/\D/g, '')}`

/** A WhatsApp chat link: wa.me takes the full international number as digits only. */
export const chatLink = (written: string) => `https://wa.me/${written.replace(/\D/g, '')}`

/** The phone in every form the site shows or links. */
export const phoneForms = (written: string) => {
	const tel = dialledNumber(written)
	return { display: written, tel, href: `tel:${tel}` } as const
}
