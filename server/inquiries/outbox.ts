import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { createTransport } from 'nodemailer'
import { defaultLocale, languageForStaff } from '#app/content/locales.ts'
import { quoteFormText } from '#app/content/quote.ts'
import { siteConfig, siteUrl } from '#app/content/site-config.ts'
import { fileSizeText } from '#app/lib/file-size.ts'
import { inboxUrl, inquiryReportUrl, type QuoteDetail } from '#app/lib/inbox-protocol.ts'
import {
	capacityText,
	quoteAttachmentLabels,
	quoteFigureLines,
	sizingFigureText,
} from '#app/site/quote-figures.ts'
import type { InquiryConfig } from './config.ts'
import { INQUIRY_WITH_REPORT, type InquiryRow, quoteOf } from './rows.ts'
import { serviceTitle } from './schemas.ts'

type Channel = 'email' | 'webhook'

/** After this many failed attempts a delivery is given up; the inquiry stays in the inbox. */
export const MAX_DELIVERY_ATTEMPTS = 8
/** How long a process may own a claimed delivery before another may take it over. */
const LEASE_MS = 2 * 60 * 1000
const POLL_MS = 5000
const CLAIM_BATCH = 10
const WEBHOOK_TIMEOUT_MS = 10_000

type ClaimedDelivery = { id: number; inquiry_id: string; channel: Channel; attempts: number }

export const channelsOf = (config: InquiryConfig) =>
	[config.mail && 'email', config.webhookUrl && 'webhook'].filter(Boolean) as Channel[]

// Header values come from a visitor: no line breaks, and a bounded length.
const headerText = (text: string, max = 120) => text.replace(/[\r\n]+/g, ' ').slice(0, max)

/** Where the inquiry opens in the inbox, for a person who reads a notification. */
const inboxLink = (id: string) => siteUrl(inboxUrl({ status: null, kind: null }, id))

/** A quote request's lines, each field under the form's own label, in the form's order. */
function quoteLines(inquiry: InquiryRow, quote: QuoteDetail, reportAttached: boolean) {
	const { labels } = quoteFormText
	const { report } = quote
	const [company, ...figures] = quoteFigureLines(quote)
	const line = (figure: { label: string; value: string | null } | undefined) =>
		`${figure?.label}: ${figure?.value ?? '—'}`
	return [
		`${labels.service}: ${serviceTitle(inquiry.service) ?? '—'}`,
		`${labels.name}: ${inquiry.name}`,
		line(company),
		`${labels.email}: ${inquiry.email}`,
		`${labels.phone_number}: ${inquiry.phone ?? '—'}`,
		...figures.map(line),
		`${quoteAttachmentLabels.sizing}: ${quote.sizing ? siteUrl(quote.sizing) : '—'}`,
		...(quote.sizingFigures ? [sizingFigureText(quote.sizingFigures)] : []),
		`${quoteAttachmentLabels.report}: ${
			!report
				? 'none sent'
				: reportAttached
					? `attached (${report.originalName}, ${fileSizeText(report.size)})`
					: `too large for the mail server, download it from the inbox: ${siteUrl(inquiryReportUrl(inquiry.id))}`
		}`,
	]
}

const otherLanguage = (inquiry: InquiryRow) => inquiry.language !== defaultLocale

function emailOf(inquiry: InquiryRow, reportAttached: boolean) {
	const service = serviceTitle(inquiry.service)
	const quote = quoteOf(inquiry)
	const subject = `${
		quote
			? `Quote request: ${service} (${capacityText(quote) ?? ''})`
			: inquiry.kind === 'contact'
				? `Website inquiry: ${inquiry.subject ?? ''}`
				: `Question about ${service}`
	}${otherLanguage(inquiry) ? ` [${languageForStaff(inquiry.language)}]` : ''}`
	const fields = quote
		? quoteLines(inquiry, quote, reportAttached)
		: [
				`From: ${inquiry.name || '(no name given)'} <${inquiry.email}>`,
				...(inquiry.phone ? [`Phone: ${inquiry.phone}`] : []),
				...(service ? [`Service: ${service}`] : []),
				...(inquiry.subject ? [`Subject: ${inquiry.subject}`] : []),
			]
	const lines = [
		...fields,
		// Staff answer in the language the visitor wrote in.
		...(otherLanguage(inquiry) ? [`Language: ${languageForStaff(inquiry.language)}`] : []),
		`Received: ${new Date(inquiry.received_at).toISOString()}`,
		`Inquiry: ${inquiry.id}`,
		...(quote ? [`In the inbox: ${inboxLink(inquiry.id)}`] : []),
		'',
		...(quote ? [`${quoteFormText.labels.message}:`] : []),
		inquiry.message,
		'',
		'Reply to this e-mail to answer the visitor.',
	]
	return { subject: headerText(subject), text: lines.join('\n') }
}

function webhookPayloadOf(inquiry: InquiryRow) {
	const { sizing, sizingFigures, report, ...figures } = quoteOf(inquiry) ?? {}
	return {
		id: inquiry.id,
		kind: inquiry.kind,
		language: inquiry.language,
		service: inquiry.service,
		serviceTitle: serviceTitle(inquiry.service) ?? null,
		name: inquiry.name,
		email: inquiry.email,
		phone: inquiry.phone,
		subject: inquiry.subject,
		message: inquiry.message,
		receivedAt: new Date(inquiry.received_at).toISOString(),
		...(inquiry.kind === 'quote' && {
			inboxUrl: inboxLink(inquiry.id),
			quote: {
				...figures,
				sizingUrl: sizing && siteUrl(sizing),
				sizingFigures,
				report: report && { ...report, url: siteUrl(inquiryReportUrl(inquiry.id)) },
			},
		}),
	}
}

/**
 * Delivers stored inquiries from the outbox. Any number of processes may run one over the same file:
 * a delivery is claimed with a lease in one UPDATE (atomic under SQLite's write lock), sent only by
 * its claimant, and taken over by another process only once the lease has run out (its claimant
 * died mid-send). A failure is recorded on the outbox row and the inquiry, and retried with
 * exponential backoff.
 */
export function createOutbox(database: DatabaseSync, config: InquiryConfig) {
	const owner = randomUUID()
	const transport = config.mail ? createTransport(config.mail.smtpUrl) : undefined
	const claimStatement = database.prepare(
		`UPDATE outbox SET lease_owner = :owner, lease_until = :now + ${LEASE_MS}
		 WHERE id IN (
			SELECT id FROM outbox
			WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= :now
				AND (lease_until IS NULL OR lease_until < :now)
			ORDER BY next_attempt_at LIMIT ${CLAIM_BATCH})
		 RETURNING id, inquiry_id, channel, attempts`,
	)
	const inquiryStatement = database.prepare(`${INQUIRY_WITH_REPORT} WHERE inquiries.id = ?`)
	const deliveredStatement = database.prepare(
		`UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, lease_owner = NULL, lease_until = NULL
		 WHERE id = ? AND lease_owner = ?`,
	)
	const failedStatement = database.prepare(
		`UPDATE outbox SET attempts = ?, last_error = ?, next_attempt_at = ?, failed_at = ?,
			lease_owner = NULL, lease_until = NULL
		 WHERE id = ? AND lease_owner = ?`,
	)
	const recordErrorStatement = database.prepare(
		'UPDATE inquiries SET delivery_error = ? WHERE id = ?',
	)
	const clearErrorStatement = database.prepare(
		`UPDATE inquiries SET delivery_error = NULL WHERE id = ? AND NOT EXISTS (
			SELECT 1 FROM outbox WHERE inquiry_id = ? AND delivered_at IS NULL)`,
	)

	async function send(channel: Channel, inquiry: InquiryRow) {
		if (channel === 'webhook') {
			if (!config.webhookUrl) throw new Error('LEADS_WEBHOOK_URL is no longer configured')
			const response = await fetch(config.webhookUrl, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(webhookPayloadOf(inquiry)),
				signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
			})
			if (!response.ok)
				throw new Error(`webhook answered ${response.status} ${response.statusText}`)
			return
		}
		const { mail } = config
		if (!transport || !mail) throw new Error('SMTP_URL is no longer configured')
		const stored = inquiry.report_file
		const report = quoteOf(inquiry)?.report
		const message = (withReport: boolean) => ({
			...emailOf(inquiry, withReport),
			// Sent to the company only: the visitor's address is the Reply-To, never a recipient.
			from: { name: siteConfig.shortName, address: mail.from },
			to: mail.to,
			replyTo: { name: headerText(inquiry.name), address: inquiry.email },
			attachments:
				withReport && stored && report
					? [
							{
								filename: report.originalName,
								path: join(config.uploadsDirectory, stored),
								contentType: report.mediaType,
							},
						]
					: [],
		})
		try {
			await transport.sendMail(message(Boolean(stored)))
		} catch (error) {
			// A mail server that takes no message this large (SMTP's 552, also the SIZE extension's
			// refusal) still gets the quote, with the report left in the inbox and linked from the message.
			if (!stored || (error as { responseCode?: unknown } | null)?.responseCode !== 552) throw error
			await transport.sendMail(message(false))
		}
	}

	async function deliver(claim: ClaimedDelivery) {
		const inquiry = inquiryStatement.get(claim.inquiry_id) as InquiryRow | undefined
		if (!inquiry) return
		try {
			await send(claim.channel, inquiry)
			deliveredStatement.run(Date.now(), claim.id, owner)
			clearErrorStatement.run(inquiry.id, inquiry.id)
		} catch (error) {
			const attempts = claim.attempts + 1
			const message = `${claim.channel}: ${error instanceof Error ? error.message : String(error)}`
			const now = Date.now()
			const givenUp = attempts >= MAX_DELIVERY_ATTEMPTS
			const retryAt = now + config.retryBaseMs * 2 ** (attempts - 1)
			failedStatement.run(attempts, message, retryAt, givenUp ? now : null, claim.id, owner)
			recordErrorStatement.run(message, inquiry.id)
			console.error(
				`Inquiry ${inquiry.id}: ${claim.channel} delivery attempt ${attempts} failed${givenUp ? ', giving up' : ''}: ${message}`,
			)
		}
	}

	const nextDueStatement = database.prepare(
		`SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS due FROM outbox
		 WHERE delivered_at IS NULL AND failed_at IS NULL`,
	)

	let running: Promise<void> | undefined
	let again = false
	let closed = false
	let timer: NodeJS.Timeout | undefined

	// Wakes for the next retry that falls due, and polls at least every POLL_MS for deliveries other
	// processes stored or gave up on.
	function scheduleNextRun() {
		if (closed) return
		clearTimeout(timer)
		const { due } = nextDueStatement.get() as { due: number | null }
		const delay = due === null ? POLL_MS : Math.min(POLL_MS, Math.max(0, due - Date.now()))
		timer = setTimeout(drainInBackground, delay).unref()
	}

	/** Sends every delivery that is due; a call while a run is under way schedules one more run. */
	function drain(): Promise<void> {
		if (closed) return Promise.resolve()
		if (running) {
			again = true
			return running
		}
		running = (async () => {
			do {
				again = false
				for (;;) {
					const claims = claimStatement.all({ owner, now: Date.now() }) as ClaimedDelivery[]
					if (claims.length === 0) break
					await Promise.all(claims.map(deliver))
				}
			} while (again && !closed)
		})().finally(() => {
			running = undefined
			scheduleNextRun()
		})
		return running
	}

	const drainInBackground = () =>
		void drain().catch((error) => console.error('Inquiry outbox run failed:', error))

	scheduleNextRun()

	return {
		drain,
		drainInBackground,
		async close() {
			closed = true
			clearTimeout(timer)
			await running
			transport?.close()
		},
	}
}
