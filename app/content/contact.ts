// The contact page's copy; the address, e-mail and phone come from site-config.
export const contactContent = {
	eyebrow: 'Get In Touch',
	title: 'Tell us about your project',
	formTitle: 'Send us a message',
	channelTitles: { visit: 'Visit our works', email: 'E-mail us', call: 'Call us' },
} as const
