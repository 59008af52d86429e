// Run by deploy/release.sh after each release it tries: writes the live site's state where the
// server gives it to the content editor's page, and e-mails the editors when a save was not published
// (mail configured as for the inquiries, to EDITORS_MAIL_TO or else MAIL_TO).
//   node scripts/release-report.ts --out <file> --state published|held-back|failed --live <commit>
//     --newest <commit> [--log <build output>] [--held <content file>]…
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createTransport } from 'nodemailer'
import { describeRelease, problemLines, type ReleaseStatus } from '#app/site/release-status.ts'
import { readInquiryConfig } from '#server/inquiries/config.ts'

const { values } = parseArgs({
	options: {
		out: { type: 'string' },
		state: { type: 'string' },
		live: { type: 'string', default: '' },
		newest: { type: 'string', default: '' },
		log: { type: 'string' },
		held: { type: 'string', multiple: true, default: [] },
	},
})
const states = ['published', 'held-back', 'failed'] as const
const state = states.find((name) => name === values.state)
if (!values.out || !state) throw new Error(`--out and --state (${states.join(', ')}) are needed`)

const status: ReleaseStatus = {
	state,
	at: new Date().toISOString(),
	live: values.live,
	newest: values.newest,
	problems: values.log ? problemLines(readFileSync(values.log, 'utf8')) : [],
	heldBack: values.held,
}
// Written beside and renamed over, so the server never reads half a file.
writeFileSync(`${values.out}.next`, `${JSON.stringify(status, null, '\t')}\n`)
renameSync(`${values.out}.next`, values.out)

const { mail } = readInquiryConfig()
if (mail && state !== 'published') {
	const { title, lines, todo } = describeRelease(status)
	await createTransport(mail.smtpUrl).sendMail({
		from: mail.from,
		to: mail.editorsTo,
		subject:
			state === 'failed'
				? 'Website: the newest saves are not published'
				: 'Website: published, but a refused save waits',
		text: [
			title,
			'',
			...lines,
			'',
			todo,
			'',
			`Live: ${status.live}. Newest save: ${status.newest}.`,
		].join('\n'),
	})
	console.log(`release: told ${mail.editorsTo}`)
}
