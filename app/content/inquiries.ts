import { afterSending, form } from '#app/generated/content/site/inquiries.ts'
import { siteConfig } from './site-config.ts'

// What a visitor is told once an inquiry is stored, and what the details are used for: the same words
// under both forms, in the confirmation and on the thank-you page. Written in
// content/site/inquiries.yaml.
export const inquiryContent = {
	...afterSending,
	phone: { label: siteConfig.phone.display, href: siteConfig.phone.href },
	email: { label: siteConfig.email, href: `mailto:${siteConfig.email}` },
} as const

/** The forms' own words: field labels, buttons and the summary read out when fields need fixing. */
export const inquiryFormText = {
	...form,
	errorSummary: (invalidLabels: readonly string[]) => {
		const fields = invalidLabels.join(', ')
		return invalidLabels.length === 1
			? form.errorSummary.one(fields)
			: form.errorSummary.other(invalidLabels.length, fields)
	},
} as const
