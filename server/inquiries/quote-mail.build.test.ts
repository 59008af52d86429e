// `npm start`'s server over the build, with a real SMTP server: a quote posted with its water report
// arrives by e-mail with the report attached, or, when the mail server takes no message that large,
// without it and with the report's link in the inbox.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { siteUrl } from '#app/content/site-config.ts'
import { inquiryReportUrl } from '#app/lib/inbox-protocol.ts'
import { pdfBytes, postQuote, quoteFormData, validQuote } from '../../tests/support/inquiry-api.ts'
import { freePort, startNodeServer } from '../../tests/support/local-servers.ts'
import { mimeParts, startSmtp, textOf } from '../../tests/support/smtp.ts'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The server over the build, e-mailing to `smtpUrl`, and the id of a quote posted to it with `report`. */
async function sendQuote(smtpUrl: string, report: Uint8Array) {
	const dataDir = mkdtempSync(join(tmpdir(), 'quote-mail-'))
	cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
	const server = await startNodeServer(await freePort(), {
		DATA_DIR: dataDir,
		SMTP_URL: smtpUrl,
		MAIL_TO: 'sales@jalsetu.example',
	})
	cleanups.push(server.stop)
	const response = await postQuote(
		server.url,
		quoteFormData(validQuote, { bytes: report, name: 'Lab report.pdf' }),
	)
	expect(response.status).toBe(201)
	return ((await response.json()) as { id: string }).id
}

async function firstMail(mails: { raw: string }[]) {
	const deadline = Date.now() + 15_000
	while (mails.length === 0) {
		if (Date.now() > deadline) throw new Error('no e-mail arrived')
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	return mails[0]?.raw ?? ''
}

test('the e-mail of a quote arrives with its report attached, byte for byte', async () => {
	const smtp = await startSmtp()
	cleanups.push(smtp.stop)
	const report = pdfBytes(1024 * 1024)
	await sendQuote(smtp.url, report)
	const attachment = mimeParts(await firstMail(smtp.mails)).find((part) =>
		/content-disposition:\s*attachment/i.test(part.head),
	)
	expect(attachment?.bytes.equals(Buffer.from(report))).toBe(true)
})

test("over the mail server's size the e-mail arrives without the report and with its inbox link", async () => {
	const smtp = await startSmtp(() => false, 256 * 1024)
	cleanups.push(smtp.stop)
	const id = await sendQuote(smtp.url, pdfBytes(1024 * 1024))
	const raw = await firstMail(smtp.mails)
	expect(mimeParts(raw).some((part) => /content-disposition:\s*attachment/i.test(part.head))).toBe(
		false,
	)
	expect(textOf(raw)).toContain(siteUrl(inquiryReportUrl(id)))
})
