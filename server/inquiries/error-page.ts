import { brandAssets } from '#app/content/brand-assets.ts'
import { pages } from '#app/content/pages.ts'
import { findService, servicePath } from '#app/content/services.ts'
import { siteConfig } from '#app/content/site-config.ts'
import {
	DEFAULT_INQUIRY_ENDPOINT,
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_KIND_FIELD,
	INQUIRY_SERVICE_FIELD,
	type InquiryKind,
} from '#app/lib/inquiry-protocol.ts'
import type { FieldErrors } from './schemas.ts'

const escapeHtml = (text: string) =>
	text.replace(
		/[&<>"']/g,
		(character) =>
			({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
			character,
	)

type FieldSpec = { name: string; label: string; multiline?: boolean; type?: string }

const FORM_FIELDS: Record<InquiryKind, readonly FieldSpec[]> = {
	contact: [
		{ name: 'name', label: 'Name' },
		{ name: 'email', label: 'Email', type: 'email' },
		{ name: 'phone_number', label: 'Phone number', type: 'tel' },
		{ name: 'msg_subject', label: 'Subject' },
		{ name: 'message', label: 'Message', multiline: true },
	],
	question: [
		{ name: 'name', label: 'Your name' },
		{ name: 'email', label: 'E-mail', type: 'email' },
		{ name: 'message', label: 'Your question', multiline: true },
	],
}

/** The page the form was sent from, to go back to. */
function formPagePath(kind: InquiryKind, slug: string | undefined) {
	if (kind === 'contact') return pages.contact.path
	const service = findService(slug)
	return service ? servicePath(service) : pages.services.path
}

// No script and no stylesheet from elsewhere: the page works under the strictest policy and without
// JavaScript, as the visitor who sees it has none.
function page(title: string, body: string) {
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${brandAssets.favicon.path}" type="image/png">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.shortName)}</title>
<style>
body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
label{display:block;font-weight:600;margin-top:1rem}
input,textarea{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:2px solid #94a3b8;border-radius:.375rem}
[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;margin:.25rem 0 0}
button{margin-top:1.5rem;padding:.75rem 1.5rem;font:inherit;font-weight:600;background:#0c4a6e;color:#fff;border:0;border-radius:.375rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

const contactLine = () =>
	`<p>You can also call us on <a href="${siteConfig.phone.href}">${escapeHtml(siteConfig.phone.display)}</a> or e-mail <a href="mailto:${siteConfig.email}">${escapeHtml(siteConfig.email)}</a>.</p>`

/**
 * Shown to a visitor without JavaScript whose inquiry was not stored: the errors (or why it was
 * refused), and the form again with everything typed in place, so nothing is lost and it can be
 * corrected and sent again.
 */
export function invalidInquiryPage(options: {
	kind: InquiryKind
	input: Record<string, string>
	errors?: FieldErrors
	notice?: string
	idempotencyKey: string
}): string {
	const { kind, input, errors = {}, notice, idempotencyKey } = options
	const service = input[INQUIRY_SERVICE_FIELD]
	const fields = FORM_FIELDS[kind]
	const unplacedErrors = Object.entries(errors).filter(
		([name]) => !fields.some((field) => field.name === name),
	)
	const errorList = [
		...fields.flatMap((field) => {
			const error = errors[field.name]
			return error
				? [`<li><a href="#${field.name}">${escapeHtml(field.label)}: ${escapeHtml(error)}</a></li>`]
				: []
		}),
		...unplacedErrors.map(([, error]) => `<li>${escapeHtml(error)}</li>`),
	]
	const hidden = [
		[INQUIRY_KIND_FIELD, kind],
		[INQUIRY_IDEMPOTENCY_FIELD, idempotencyKey],
		...(kind === 'question' ? [[INQUIRY_SERVICE_FIELD, service ?? '']] : []),
	]
		.map(
			([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`,
		)
		.join('\n')
	const controls = fields
		.map((field) => {
			const value = escapeHtml(input[field.name] ?? '')
			const error = errors[field.name]
			const invalid = error ? ` aria-invalid="true" aria-describedby="${field.name}-error"` : ''
			const control = field.multiline
				? `<textarea id="${field.name}" name="${field.name}" rows="8"${invalid}>${value}</textarea>`
				: `<input id="${field.name}" name="${field.name}" type="${field.type ?? 'text'}" value="${value}"${invalid}>`
			const message = error
				? `<p class="error" id="${field.name}-error">${escapeHtml(error)}</p>`
				: ''
			return `<label for="${field.name}">${escapeHtml(field.label)}</label>\n${control}\n${message}`
		})
		.join('\n')
	const title = notice ? 'Your message was not sent yet' : 'Please check your message'
	return page(
		title,
		`<h1>${title}</h1>
${notice ? `<p>${escapeHtml(notice)}</p>` : ''}
${errorList.length > 0 ? `<p>It has not been sent yet. Correct the following, then send it again:</p>\n<ul>\n${errorList.join('\n')}\n</ul>` : ''}
<form method="post" action="${DEFAULT_INQUIRY_ENDPOINT}" novalidate>
${hidden}
${controls}
<button type="submit">Send again</button>
</form>
<p><a href="${formPagePath(kind, service)}">Back to the form</a></p>
${contactLine()}`,
	)
}

/** Shown to a visitor without JavaScript when the whole post is refused (size, type, origin, rate). */
export function refusedInquiryPage(message: string, backPath: string = pages.contact.path): string {
	return page(
		'Your message was not sent',
		`<h1>Your message was not sent</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backPath)}">Back to the form</a></p>
${contactLine()}`,
	)
}
