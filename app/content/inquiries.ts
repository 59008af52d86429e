import type { z } from 'zod'
import type { FieldMessageWords } from '#app/lib/form-messages.ts'
import { sendingInquiries } from '#app/lib/inquiry-client-action.ts'
import inquiriesJson from '#content/site/inquiries.json' with { type: 'json' }
import type { inquiriesSchema } from './schemas.ts'
import { siteConfig } from './site-config.ts'

type Inquiries = z.output<typeof inquiriesSchema>
const { afterSending, form, fieldMessages, refusals } = inquiriesJson as Inquiries

// What a visitor is told once an inquiry is stored, and what the details are used for: the same words
// under both forms, in the confirmation and on the thank-you page. Written in
// content/site/inquiries.yaml.
export const inquiryContent = {
	...afterSending,
	phone: { label: siteConfig.phone.display, href: siteConfig.phone.href },
	email: { label: siteConfig.email, href: `mailto:${siteConfig.email}` },
} as const

/** The forms' own words: field labels, buttons and the title of the summary of fields to fix. */
export const inquiryFormText = form

/** What a form says under a field it refuses (lib/form-messages.ts gives each refusal its key). */
export const fieldMessageWords: FieldMessageWords = fieldMessages

/** What a form says when its script got no answer it could read (lib/inquiry-client-action.ts). */
export const inquiryClientAction = sendingInquiries(refusals)
