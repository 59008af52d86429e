import { resolve } from 'node:path'
import { z } from 'zod'

const optionalText = z
	.string()
	.trim()
	.optional()
	.transform((value) => value || undefined)

// Unset, empty and "0"/"false" all mean off, so a deploy file can switch a flag off explicitly.
const flag = z
	.string()
	.optional()
	.transform((value) => Boolean(value && !/^(0|false|no|off)$/i.test(value.trim())))

const whole = (fallback: number) =>
	z
		.string()
		.optional()
		.transform((value) => (value?.trim() ? Number(value) : fallback))
		.pipe(z.number().int().nonnegative())

const environmentSchema = z
	.object({
		DATA_DIR: z.string().trim().default('./data'),
		INQUIRY_RATE_LIMIT: whole(5),
		UPLOADS_MAX_MB: whole(2048),
		TRUST_PROXY: flag,
		LEAD_RETENTION_DAYS: whole(365).pipe(z.number().min(1)),
		SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
		MAIL_TO: optionalText.pipe(z.email().optional()),
		MAIL_FROM: optionalText,
		EDITORS_MAIL_TO: optionalText.pipe(z.email().optional()),
		LEADS_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
		DELIVERY_RETRY_BASE_MS: whole(30_000).pipe(z.number().min(1)),
	})
	.refine((env) => !env.SMTP_URL || env.MAIL_TO, {
		message: 'SMTP_URL needs MAIL_TO, the address inquiries are sent to',
		path: ['MAIL_TO'],
	})
	.transform((env) => ({
		/** The SQLite file: inquiries, outbox, users, sessions and every counter. */
		databaseFile: resolve(env.DATA_DIR, 'inquiries.sqlite'),
		/** The quote requests' water reports, under random names that only the file's rows know. */
		uploadsDirectory: resolve(env.DATA_DIR, 'uploads'),
		/** Posts per client address per ten minutes; 0 turns the limit off. */
		rateLimit: env.INQUIRY_RATE_LIMIT,
		/** What the stored water reports may take in all; 0 sets no cap. */
		uploadsMaxBytes: env.UPLOADS_MAX_MB * 1024 * 1024,
		/** Take the client address and protocol from X-Forwarded-For/-Proto/-Host (set by our proxy). */
		trustProxy: env.TRUST_PROXY,
		retentionDays: env.LEAD_RETENTION_DAYS,
		mail:
			env.SMTP_URL && env.MAIL_TO
				? {
						smtpUrl: env.SMTP_URL,
						to: env.MAIL_TO,
						from: env.MAIL_FROM ?? env.MAIL_TO,
						/** Who hears of a save the release could not publish: the editors, else the inquiries' inbox. */
						editorsTo: env.EDITORS_MAIL_TO ?? env.MAIL_TO,
					}
				: undefined,
		webhookUrl: env.LEADS_WEBHOOK_URL,
		/** The first retry waits this long; each further one twice as long as the last. */
		retryBaseMs: env.DELIVERY_RETRY_BASE_MS,
	}))

export type InquiryConfig = z.output<typeof environmentSchema>

/** The inquiry API's settings, checked once against their schema; throws naming each bad variable. */
export function readInquiryConfig(environment: NodeJS.ProcessEnv = process.env): InquiryConfig {
	const parsed = environmentSchema.safeParse(environment)
	if (parsed.success) return parsed.data
	throw new Error(`Invalid inquiry settings:\n${z.prettifyError(parsed.error)}`)
}
