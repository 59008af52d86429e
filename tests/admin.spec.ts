import { readFileSync } from 'node:fs'
import { uiText } from '../app/content/copy.ts'
import { languageForStaff } from '../app/content/locales.ts'
import { pages } from '../app/content/pages.ts'
import { INQUIRIES_CSV_URL } from '../app/lib/inbox-protocol.ts'
import { INQUIRY_HONEYPOT_FIELD } from '../app/lib/inquiry-protocol.ts'
import { sitemapPaths } from '../app/site/crawler-files.ts'
import { quoteAttachmentLabels, quoteFigureCells } from '../app/site/quote-figures.ts'
import {
	INBOX_USER,
	inquiriesNamed,
	lockSignIn,
	postInquiry,
	signInThroughPage,
	siteRequest,
	uniqueName,
} from './inbox.ts'
import { expect, test } from './support/fixtures.ts'

const ADMIN = pages.admin.path

test('a wrong password is refused with a message, the right one opens the inbox, and signing out ends the session', async ({
	page,
	openHydrated,
	consoleErrors,
}) => {
	await openHydrated(ADMIN)
	await page.getByLabel('User name').fill(INBOX_USER.name)
	await page.getByLabel('Password').fill('not the password at all')
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.')
	await expect(page.getByLabel('Password')).toBeFocused()
	await expect(page.getByLabel('Password')).toHaveValue('')
	await expect(page.getByLabel('User name')).toHaveValue(INBOX_USER.name)

	await page.getByLabel('Password').fill(INBOX_USER.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('heading', { name: 'Inquiries', level: 2 })).toBeFocused()
	await expect(page.getByText(`Signed in as ${INBOX_USER.name}`)).toBeVisible()
	// A reload stays signed in: the session is a cookie the page cannot read.
	await page.reload()
	await expect(page.getByRole('heading', { name: 'Inquiries', level: 2 })).toBeVisible()
	expect(await page.evaluate(() => document.cookie)).toBe('')

	await page.getByRole('button', { name: 'Sign out' }).click()
	await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused()
	await expect(page.getByText('You have signed out.')).toBeVisible()
	const afterSignOut = await page.request.get(INQUIRIES_CSV_URL)
	expect(afterSignOut.status()).toBe(401)
	await page.reload()
	await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
	expect(consoleErrors).toEqual([])
})

test('a locked sign-in shows the lock-out message with when to try again, keeping the name typed', async ({
	page,
	openHydrated,
	allowConsoleErrors,
}) => {
	// Five real failures from this machine's address would lock every other test out for fifteen
	// minutes, so the failures are counted for a name of this test's own, in the server's own file.
	allowConsoleErrors(/status of 429/)
	const name = uniqueName('locked')
	lockSignIn(name)
	await openHydrated(ADMIN)
	await page.getByLabel('User name').fill(name)
	await page.getByLabel('Password').fill('anything at all here')
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('alert')).toHaveText(
		/^Too many failed sign-ins\. Please wait and try again\. Sign-in opens again in about \d+ minutes\.$/,
	)
	await expect(page.getByLabel('User name')).toHaveValue(name)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('signing in, marking an inquiry and signing out work as plain form posts; a wrong password keeps the name', async ({
		page,
		baseURL,
	}) => {
		const name = uniqueName('No Script Lead')
		await postInquiry(await siteRequest(baseURL ?? ''), {
			form: 'contact',
			name,
			email: 'noscript@lead.example',
			phone_number: '+91 98765 43210',
			msg_subject: 'Without scripts',
			message: 'Hello',
		})
		await page.goto(ADMIN)
		await page.getByLabel('User name').fill(INBOX_USER.name)
		await page.getByLabel('Password').fill('not the password at all')
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.')
		await expect(page.getByLabel('User name')).toHaveValue(INBOX_USER.name)

		await page.getByLabel('Password').fill(INBOX_USER.password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		const table = page.getByRole('table', { name: 'Inquiries, newest first' })
		await table.getByRole('link', { name }).click()
		await page.getByRole('button', { name: 'Mark as spam' }).click()
		await expect(page.getByRole('status')).toHaveText('Marked as spam.')
		expect(inquiriesNamed(name)[0]?.status).toBe('spam')

		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page.getByText('You have signed out.')).toBeVisible()
		await page.goto(ADMIN)
		await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
	})
})

test('the inbox lists inquiries newest first in a table with headers, marks spam, opens one with every field and a reply link, and marks it handled', async ({
	page,
	baseURL,
}) => {
	const api = await siteRequest(baseURL ?? '')
	const older = uniqueName('Older Lead')
	const newer = uniqueName('Newer Lead')
	const spam = uniqueName('Honeypot Filler')
	await postInquiry(api, {
		form: 'question',
		service: 'ss-vessels',
		name: older,
		email: 'older@lead.example',
		message: 'How big is a 500 litre vessel?',
	})
	await postInquiry(api, {
		form: 'contact',
		name: newer,
		email: 'newer@lead.example',
		phone_number: '+91 98765 43210',
		msg_subject: 'Bottling line',
		message: 'Line 1\nLine 2',
	})
	await postInquiry(api, {
		form: 'contact',
		name: spam,
		email: 'bot@spam.example',
		phone_number: '+91 98765 43210',
		msg_subject: 'Offer',
		message: 'Buy now',
		[INQUIRY_HONEYPOT_FIELD]: 'https://spam.example',
	})

	await signInThroughPage(page)
	const table = page.getByRole('table', { name: 'Inquiries, newest first' })
	await expect(table.getByRole('columnheader')).toHaveText([
		'Name',
		'Received',
		'Status',
		'Kind',
		'Service',
		'Subject',
		'Language',
	])
	const names = await table.getByRole('rowheader').allTextContents()
	expect(names.indexOf(spam)).toBeLessThan(names.indexOf(newer))
	expect(names.indexOf(newer)).toBeLessThan(names.indexOf(older))
	await expect(table.getByRole('row', { name: spam })).toContainText('Spam')
	await expect(table.getByRole('row', { name: older })).toContainText('SS Vessels')
	await expect(table.getByRole('row', { name: older })).toContainText(languageForStaff('en'))

	await table.getByRole('link', { name: newer }).click()
	const heading = page.getByRole('heading', { name: `Inquiry from ${newer}` })
	await expect(heading).toBeFocused()
	for (const value of ['newer@lead.example', '+91 98765 43210', 'Bottling line', 'Contact form'])
		await expect(page.getByRole('main')).toContainText(value)
	await expect(page.getByText('Line 1\nLine 2')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
		'href',
		`mailto:newer@lead.example?subject=${encodeURIComponent('Re: Bottling line')}`,
	)

	await page.getByRole('button', { name: 'Mark as handled' }).click()
	await expect(page.getByRole('status')).toHaveText('Marked as handled.')
	await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible()
	expect(inquiriesNamed(newer)[0]?.status).toBe('handled')

	await page.getByRole('link', { name: 'Back to all inquiries' }).click()
	await expect(table.getByRole('link', { name: newer })).toBeFocused()
	await expect(table.getByRole('row', { name: newer })).toContainText('Handled')

	await page.getByLabel('Show').selectOption('spam')
	await expect(table.getByRole('row', { name: spam })).toBeVisible()
	await expect(table.getByRole('row', { name: older })).toHaveCount(0)
})

test('the reply link keeps a ? & or = of the sender’s address inside the address: it adds no Bcc or body to the reply', async ({
	page,
	baseURL,
}) => {
	const name = uniqueName('Mailto Fields')
	const email = 'lead?bcc=attacker%40evil.example&body=Pay+here@lead.example'
	const id = await postInquiry(await siteRequest(baseURL ?? ''), {
		form: 'contact',
		name,
		email,
		phone_number: '+91 98765 43210',
		msg_subject: 'Bottling line',
		message: 'Hello',
	})
	await signInThroughPage(page)
	await page.goto(`${ADMIN}?inquiry=${id}`)
	const href = await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')
	const reply = new URL(href ?? '')
	expect(reply.protocol).toBe('mailto:')
	expect([...reply.searchParams.keys()]).toEqual(['subject'])
	expect(decodeURIComponent(reply.pathname)).toBe(email)
})

test('the CSV export downloads every inquiry with a header row and formula cells escaped', async ({
	page,
	baseURL,
}) => {
	const name = uniqueName('=HYPERLINK("http://evil.example")')
	await postInquiry(await siteRequest(baseURL ?? ''), {
		form: 'contact',
		name,
		email: 'csv@lead.example',
		phone_number: '+91 98765 43210',
		msg_subject: '@SUM(A1:A2)',
		message: 'Hello',
	})
	await signInThroughPage(page)
	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export CSV' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
	const csv = readFileSync(await download.path(), 'utf8')
	const [header] = csv.replace(/^\uFEFF/, '').split('\r\n')
	expect(header).toBe(
		[
			...'id,received,kind,language,service,status,spam,name,email,phone,subject,message'.split(
				',',
			),
			...quoteFigureCells(null).map((cell) => cell.label),
			quoteAttachmentLabels.sizing,
			quoteAttachmentLabels.sizingFigures,
			quoteAttachmentLabels.report,
		]
			.map((label) => `"${label}"`)
			.join(','),
	)
	expect(csv).toContain(`"'${name.replaceAll('"', '""')}"`)
	expect(csv).toContain(`"'@SUM(A1:A2)"`)
})

test('/admin is noindex, never cached, not in the sitemap, and its code loads on no public page', async ({
	page,
	request,
	openHydrated,
}) => {
	const document = await request.get(ADMIN)
	expect(document.headers()['cache-control']).toBe('no-store')
	expect(await document.text()).toContain('<meta name="robots" content="noindex"/>')
	expect(sitemapPaths).not.toContain(ADMIN)

	const adminScripts: string[] = []
	page.on('request', (sent) => {
		if (sent.resourceType() === 'script') adminScripts.push(sent.url())
	})
	await openHydrated(ADMIN)
	const adminOnly = adminScripts.filter((url) => /\/admin-[\w-]+\.js$/.test(url))
	expect(adminOnly.length).toBeGreaterThan(0)

	const publicScripts: string[] = []
	page.on('request', (sent) => {
		if (sent.resourceType() === 'script') publicScripts.push(sent.url())
	})
	for (const path of ['/', '/contact', '/services/ss-vessels']) {
		await openHydrated(path)
	}
	expect(publicScripts.filter((url) => adminOnly.includes(url))).toEqual([])
})

test('the inbox is a tool, not a marketing page: no chat button, no site navigation or footer', async ({
	page,
	openHydrated,
}) => {
	const siteChrome = {
		chat: page.getByRole('complementary', { name: uiText.chat }),
		navigation: page.getByRole('navigation'),
		footer: page.getByRole('contentinfo'),
	}
	// The same locators find all three on a public page, so their absence below is the inbox's own.
	await openHydrated(pages.contact.path)
	for (const part of Object.values(siteChrome)) await expect(part.first()).toBeAttached()
	await openHydrated(ADMIN)
	for (const part of Object.values(siteChrome)) await expect(part).toHaveCount(0)
})
