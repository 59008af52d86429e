// The contact page's copy; the address, e-mail and phone come from site-config.
export const contactContent = {
	eyebrow: 'Get In Touch',
	title: 'Tell us about your project',
	formTitle: 'Send us a message',
	// An example of the format only: a visitor copying it must not reach the company's own line.
	phoneHint: 'With country code, e.g. +91 91234 56789',
	messageHint:
		'Your water source, the capacity you need and where the plant will stand help us size it.',
	channelTitles: { visit: 'Visit our works', email: 'E-mail us', call: 'Call us' },
	mapLabel: 'Map',
	openInMaps: 'Open in maps',
} as const
