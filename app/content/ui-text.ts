// The words of the site's own controls, which no single page owns: carousel buttons, the skip link,
// the chat and social links.
export const uiText = {
	skipToContent: 'Skip to content',
	emailShort: 'E-mail',
	carousel: {
		previous: 'Previous slide',
		next: 'Next slide',
		pause: (carousel: string) => `Pause ${carousel}`,
		showSlide: (slide: number) => `Show slide ${slide}`,
		showSlides: (first: number, last: number) => `Show slides ${first} to ${last}`,
	},
	chatLink: (company: string) => `Chat with ${company} on WhatsApp (opens in a new tab)`,
	socialLink: (company: string, network: string) => `${company} on ${network}`,
	portraitOf: (name: string) => `Portrait of ${name}`,
} as const
