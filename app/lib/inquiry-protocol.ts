// What the site's forms and the inquiry endpoint agree on. Browser-safe (no Node imports), so the
// forms and the server import the same names and cannot drift apart. The protocol of
// `POST <endpoint>` is described in docs/inquiries.md (Endpoint).
export const DEFAULT_INQUIRY_ENDPOINT = '/api/inquiries'

/** A submission's fields by name, as posted. */
export type InquiryValues = Record<string, string>

/** A page's answer to its form when not stored: the fields' messages or one for the whole post, and everything typed. */
export type InquiryFormRefusal = {
	stored?: false
	errors: Partial<Record<string, string>>
	message: string | undefined
	values: InquiryValues
}

/**
 * What a form's page action answers. A post without JavaScript that is stored is redirected to the
 * thank-you page instead; a post from the form's script (marked by INQUIRY_SCRIPT_PARAM in the action's
 * address) gets `stored` and shows its confirmation in the form, where the visitor is.
 */
export type InquiryFormAnswer = { stored: true } | InquiryFormRefusal

/** In the query of a form's post: the form's script sent it and shows the outcome itself. */
export const INQUIRY_SCRIPT_PARAM = 'from-script'

export const INQUIRY_KIND_FIELD = 'form'
export const INQUIRY_KINDS = ['contact', 'question', 'quote'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]

export const INQUIRY_SERVICE_FIELD = 'service'
// The honeypot's name (its label is content) matches no autofill rule (none names a company,
// website, URL, person or address), so a browser's autofill does not fill it in: only a bot that fills
// every input does.
export const INQUIRY_HONEYPOT_FIELD = 'leave_blank'
export const INQUIRY_STARTED_AT_FIELD = 'form_started_at'
export const INQUIRY_IDEMPOTENCY_FIELD = 'idempotency_key'

/** Quicker than a person can read and fill in a form. */
export const INQUIRY_MIN_FILL_MS = 3000
export const INQUIRY_MAX_BODY_BYTES = 32 * 1024

/** A key the server accepts: what crypto.randomUUID() makes, or any similar token; else it makes one. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{16,100}$/

/**
 * Why a whole post was refused, the same key in the JSON and HTML answers; its words are content, in
 * the language of the page that posted (content/site/inquiries.yaml, `refusals`), with `goBack`
 * closing a browser's text answer.
 */
export const INQUIRY_REFUSAL_KEYS = [
	'tooLarge',
	'unreadable',
	'foreignOrigin',
	'tooMany',
	'diskFull',
] as const
export type InquiryRefusal = (typeof INQUIRY_REFUSAL_KEYS)[number]
export type InquiryRefusalWords = Readonly<Record<InquiryRefusal | 'goBack', string>>
