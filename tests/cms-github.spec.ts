import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { siteUrl } from '../app/content/site-config.ts'
import { CMS_PATH } from '../app/site/security-headers.ts'
import { loadContent } from '../scripts/content.ts'
import { builtCmsConfig, withoutViewTransitions } from './support/built-cms-config.ts'
import { projectRoot, startCmsStandInSite } from './support/cms-stand-in-site.ts'
import { containing, escapeRegExp, expect, test } from './support/fixtures.ts'
import type { GitHubStandIn } from './support/github-stand-in.ts'
import type { LocalServer } from './support/local-servers.ts'

// The editor as the build ships it, signing in through the relay's popup and reading and saving
// through GitHub's API: both answered by a local stand-in, since the test machine has no internet.

const config = builtCmsConfig()

test.describe.configure({ mode: 'serial' })

let standIn: GitHubStandIn
let site: LocalServer
let stop: (() => Promise<void>) | undefined

test.beforeAll(async () => {
	test.setTimeout(120_000)
	;({ standIn, site, stop } = await startCmsStandInSite())
})

test.afterAll(async () => {
	await stop?.()
})

async function signIn(page: Page, allowConsoleErrors: (pattern: RegExp) => void) {
	// Offline: the editor's fonts (jsDelivr) and GitHub's status page fail to load.
	allowConsoleErrors(
		/Failed to load resource.*\(https:\/\/(cdn\.jsdelivr\.net|www\.githubstatus\.com)\//,
	)
	// The editor's own check for a newer version, which the policy refuses on purpose.
	allowConsoleErrors(/unpkg\.com\/@sveltia\/cms\/package\.json/)
	// Before the repository's file list arrives, the editor may preview an entry's image from the
	// configured site address. Here the editor runs on 127.0.0.1, so the policy refuses that address;
	// on the live site it is the editor's own origin.
	allowConsoleErrors(containing(siteUrl('/app/assets/')))
	await withoutViewTransitions(page)
	await page.goto(`${site.url}${CMS_PATH}`)
	const popup = page.waitForEvent('popup')
	await page.getByRole('button', { name: /^Sign In with\W+GitHub\W*$/ }).click()
	// The relay's page closes once the editor has the token.
	await expect.poll(async () => (await popup).isClosed()).toBe(true)
	return page.getByRole('navigation').filter({ hasText: 'Collections' })
}

test('signs in with GitHub through the relay popup and lists every collection', async ({
	page,
	allowConsoleErrors,
}) => {
	const collections = await signIn(page, allowConsoleErrors)
	for (const { label } of config.collections) {
		await expect(collections.getByText(label, { exact: true })).toBeVisible()
	}
	expect(standIn.unanswered).toEqual([])
})

/** Saves the open entry and waits until the stand-in has the commit. */
async function save(page: Page) {
	const commits = standIn.commits.length
	// Leaving the field first lets its change reach the editor's entry before Save reads it; a click
	// on Save while the field still had focus once saved the entry without the last edit.
	await page.keyboard.press('Tab')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect.poll(() => standIn.commits.length).toBe(commits + 1)
}

/** Sveltia names each field's group after its label, in quotes (with invisible isolates). */
const fieldGroupName = (label: string) => new RegExp(`^“\\W?${escapeRegExp(label)}\\W?” Field$`)

// The editor enables Save only for a changed entry: each entry is saved once changed and once changed
// back, so the file it leaves is the editor's own writing of the entry as it was. On the way every
// form is opened: a folder's (its first entry's) and each file's of a file collection. Sveltia
// renders a long form's fields as they scroll into view, so each form is known by its first field.
test('opens every form of every collection with the fields its schema labels, and saves an entry of each collection, unchanged and changed, as files the content check accepts', async ({
	page,
	allowConsoleErrors,
}) => {
	test.setTimeout(300_000)
	const collections = await signIn(page, allowConsoleErrors)
	// The editor's own address: a move to one of its views changes only the part after #, in the
	// open editor, as its links do; the configured path would load the editor again each time.
	const editor = page.url().split('#')[0]
	for (const collection of config.collections) {
		const list = `${editor}#/collections/${collection.name}`
		for (const { name, label, fields } of collection.files ?? []) {
			// Through the collection's list, by the file's row, as an editor goes.
			await page.goto(list)
			await page.getByRole('grid').getByRole('row', { name: label, exact: true }).click()
			await expect
				.soft(
					page.getByRole('group', { name: fieldGroupName(fields[0]?.label ?? '') }).first(),
					name,
				)
				.toBeVisible({ timeout: 15_000 })
		}
		await page.goto(list)
		// Saving closes the entry; the collection's list stays open.
		const entry = page.getByRole('grid').getByRole('row').first()
		await entry.click()
		const [first] = collection.fields ?? []
		if (first) {
			await expect
				.soft(
					page.getByRole('group', { name: fieldGroupName(first.label) }).first(),
					collection.name,
				)
				.toBeVisible({ timeout: 15_000 })
		}
		const field = page.getByRole('textbox').first()
		const value = await field.inputValue()
		await field.fill(`${value} (changed)`)
		await save(page)
		await entry.click()
		await field.fill(value)
		await save(page)
		// The editor leaves the saved entry for its list by itself; an address set before then is lost.
		await expect(entry).toBeVisible()
	}
	const aboutPath = 'content/about/about.yaml'
	const aboutMission = (root: string) =>
		(parse(readFileSync(join(root, aboutPath), 'utf8')) as { mission: string }).mission
	const original = aboutMission(projectRoot)
	const edited = original.replace(/^(\S+ \S+ \S+ \S+ \S+)/, '$1 proudly')
	await collections.getByText('About page', { exact: true }).click()
	await page.getByRole('grid').getByRole('row').first().click()
	const fields = page.getByRole('textbox')
	const missionIndex = () =>
		fields.evaluateAll(
			(boxes, text) => boxes.findIndex((box) => (box as HTMLTextAreaElement).value === text),
			original,
		)
	// The entry's values arrive after its form: until then no box holds the mission, and nth(-1)
	// would edit the last field instead.
	await expect.poll(missionIndex).toBeGreaterThanOrEqual(0)
	const index = await missionIndex()
	await fields.nth(index).fill(edited)
	await save(page)

	expect(aboutMission(standIn.root)).toBe(edited)
	const saved = new Set(standIn.commits.slice(1).flatMap(({ changed }) => changed))
	expect(saved.size).toBeGreaterThanOrEqual(config.collections.length)
	// The repository holds each file as the editor writes it: a save that changes nothing changes no
	// byte, and a one-sentence edit is a one-line change, not a re-wrapped file.
	const lines = (root: string, path: string) => readFileSync(join(root, path), 'utf8').split('\n')
	for (const path of saved) {
		if (path !== aboutPath)
			expect.soft(lines(standIn.root, path), path).toEqual(lines(projectRoot, path))
	}
	const before = lines(projectRoot, aboutPath)
	const after = lines(standIn.root, aboutPath)
	expect(after.filter((line, index) => line !== before[index])).toEqual([`mission: ${edited}`])
	expect(after).toHaveLength(before.length)
	expect(() => loadContent(standIn.root, join(standIn.root, 'app'))).not.toThrow()
	expect(standIn.unanswered).toEqual([])
})
