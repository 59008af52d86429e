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

/** The forms' own words: field labels, buttons and the summary read out when fields need fixing. */
export const inquiryFormText = {
	labels: {
		name: 'Your name',
		email: 'E-mail',
		phone_number: 'Phone number',
		msg_subject: 'Subject',
		message: 'Message',
		question: 'Your question',
	},
	sendMessage: 'Send message',
	sendQuestion: 'Send question',
	/** The button's label while an inquiry is on its way; it stays focusable, and a second press waits. */
	sending: 'Sending…',
	errorSummary: (invalidLabels: readonly string[]) =>
		`${invalidLabels.length === 1 ? 'One field needs' : `${invalidLabels.length} fields need`} attention: ${invalidLabels.join(', ')}.`,
} as const
