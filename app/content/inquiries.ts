import { siteConfig } from './site-config.ts'

// What a visitor is told once an inquiry is stored, and what the details are used for: the same words
// under both forms, in the confirmation and on the thank-you page.
export const inquiryContent = {
	confirmationTitle: 'Thank you, your message has reached us',
	/** The ways back into the site after a form sent without JavaScript. */
	backLinks: { label: 'Back to the site', home: 'Back to the home page', services: 'Our services' },
	nextSteps: 'An engineer reads it and replies within one working day, by e-mail or phone.',
	urgent: 'For anything urgent, call us or write to us directly:',
	privacyNote:
		'We use your details only to answer this inquiry. We do not share them and send you nothing else.',
	wayOut: 'You can also reach us directly:',
	phone: { label: siteConfig.phone.display, href: siteConfig.phone.href },
	email: { label: siteConfig.email, href: `mailto:${siteConfig.email}` },
} as const
