// deploy/release.sh against a real bare repository and a real SMTP server: an editor's push is
// published, a push the content check refuses waits without holding back the saves after it, the
// editors hear of it, and the site never points at a half-built release.
import { execFileSync, spawn } from 'node:child_process'
import {
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	readlinkSync,
	rmSync,
	writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { describeRelease, type ReleaseStatus } from '#app/site/release-status.ts'
import { startSmtp, textOf } from '../tests/support/smtp.ts'

// Each release runs git and the content check in processes of their own: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const script = join(projectRoot, 'deploy/release.sh')
const root = mkdtempSync(join(tmpdir(), 'release-'))
const editorClone = join(root, 'editor')
const restarts = join(root, 'restarts')
const gitEnv = {
	...process.env,
	GIT_AUTHOR_NAME: 'Editor',
	GIT_AUTHOR_EMAIL: 'editor@example.com',
	GIT_COMMITTER_NAME: 'Editor',
	GIT_COMMITTER_EMAIL: 'editor@example.com',
}
const git = (cwd: string, ...args: string[]) =>
	execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' }).trim()

const EDITORS = 'editors@example.com'
let smtp: Awaited<ReturnType<typeof startSmtp>>

/** Runs the release as its timer does; the SMTP server answers meanwhile, on this process's loop. */
function release() {
	const child = spawn('bash', [script], {
		env: {
			...process.env,
			SMTP_URL: smtp.url,
			MAIL_TO: 'sales@example.com',
			EDITORS_MAIL_TO: EDITORS,
			RELEASE_ROOT: root,
			RELEASE_KEEP: '2',
			// The real content check over the pushed files, with this checkout's packages instead of
			// a fresh `npm ci` per release.
			RELEASE_BUILD_COMMAND: `ln -s ${join(projectRoot, 'node_modules')} node_modules && node scripts/generate-content.ts`,
			RELEASE_RESTART_COMMAND: `echo restarted >> ${restarts}`,
		},
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	return new Promise<{ status: number | null; output: string }>((resolve) =>
		child.on('close', (status) => resolve({ status, output })),
	)
}

const live = () => readlinkSync(join(root, 'app'))
const liveCommit = () => readFileSync(join(root, 'app/.release-commit'), 'utf8').trim()
const restartCount = () =>
	existsSync(restarts) ? readFileSync(restarts, 'utf8').trim().split('\n').length : 0
const releases = () => readdirSync(join(root, 'releases')).sort()

const status = () =>
	JSON.parse(readFileSync(join(root, 'release-status.json'), 'utf8')) as ReleaseStatus

/** Commits `edit` of each file (its text, or undefined where it is missing; undefined deletes it). */
function push(
	message: string,
	edits: Record<string, (text: string | undefined) => string | undefined>,
) {
	for (const [path, edit] of Object.entries(edits)) {
		const file = join(editorClone, path)
		const text = edit(existsSync(file) ? readFileSync(file, 'utf8') : undefined)
		if (text === undefined) rmSync(file)
		else writeFileSync(file, text)
	}
	git(editorClone, 'add', '-A')
	git(editorClone, 'commit', '-qm', message)
	git(editorClone, 'push', '-q', 'origin', 'HEAD:main')
	return git(editorClone, 'rev-parse', 'HEAD')
}
const aboutYaml = 'content/about/about.yaml'
const aboutJson = () => readFileSync(join(root, 'app/app/generated/content/about.json'), 'utf8')

beforeAll(async () => {
	smtp = await startSmtp()
	// The committed code as the company's repository holds it, on the branch the CMS commits to.
	git(root, 'init', '-q', '--bare', 'origin.git')
	git(projectRoot, 'push', '-q', join(root, 'origin.git'), 'HEAD:refs/heads/main')
	git(join(root, 'origin.git'), 'symbolic-ref', 'HEAD', 'refs/heads/main')
	git(root, 'clone', '-q', join(root, 'origin.git'), 'repo')
	git(root, 'clone', '-q', join(root, 'origin.git'), 'editor')
}, 60_000)
afterAll(async () => {
	await smtp.stop()
	rmSync(root, { recursive: true, force: true })
})

test('the first run builds the branch into a release, points the site at it, restarts the server and tells the editor all is published', async () => {
	const result = await release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(git(editorClone, 'rev-parse', 'HEAD'))
	expect(live()).toMatch(/\/releases\/\d{8}T\d{6}Z-[0-9a-f]{12}$/)
	expect(existsSync(join(root, 'app/app/generated/content/about.json'))).toBe(true)
	expect(restartCount()).toBe(1)
	expect(status()).toMatchObject({ state: 'published', live: liveCommit(), problems: [] })
	expect(smtp.mails).toEqual([])
})

test('a run with nothing new pushed changes nothing and does not restart the server', async () => {
	const before = live()
	const result = await release()
	expect(result.status, result.output).toBe(0)
	expect(live()).toBe(before)
	expect(restartCount()).toBe(1)
})

test("an editor's push reaches the live release, and the previous release stays for a roll-back", async () => {
	const previous = live()
	const commit = push('About: say where the works are', {
		[aboutYaml]: (yaml) => yaml?.replace('since 2004', 'since 2004, in Ahmedabad'),
	})
	const result = await release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(commit)
	expect(readFileSync(join(root, 'app', aboutYaml), 'utf8')).toContain('since 2004, in Ahmedabad')
	expect(aboutJson()).toContain('since 2004, in Ahmedabad')
	expect(existsSync(previous)).toBe(true)
	expect(restartCount()).toBe(2)
})

const refusedNews = 'content/news/news-9.yaml'

test('a save the content check refuses waits, while a later save of another file is published; the editors are told by the editor and by mail, once', async () => {
	push('News: a new item without its excerpt', {
		[refusedNews]: () => 'title: Surat effluent plant\ndate: 2026-12-01\nimageAlt: A plant\n',
	})
	const commit = push('About: name the city', {
		[aboutYaml]: (yaml) => yaml?.replace('in Ahmedabad', 'in Ahmedabad, Gujarat'),
	})
	const result = await release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(commit)
	expect(aboutJson()).toContain('in Ahmedabad, Gujarat')
	expect(existsSync(join(root, 'app', refusedNews))).toBe(false)
	expect(restartCount()).toBe(3)

	const refused = status()
	expect(refused).toMatchObject({ state: 'held-back', live: commit, heldBack: [refusedNews] })
	expect(refused.problems).toEqual([
		`${refusedNews}: News item 'Surat effluent plant': Excerpt is missing`,
	])
	expect(smtp.mails).toHaveLength(1)
	expect(smtp.mails[0]?.to).toEqual([EDITORS])
	const mail = textOf(smtp.mails[0]?.raw ?? '')
	for (const line of [describeRelease(refused).title, ...refused.problems]) {
		expect(mail).toContain(line)
	}

	const again = await release()
	expect(again.status, again.output).toBe(0)
	expect(again.output).not.toContain('building')
	expect(smtp.mails).toHaveLength(1)

	// The next save finds the refused file in the live commit, but not on the site: it waits again.
	const next = push('About: name the state in full', {
		[aboutYaml]: (yaml) => yaml?.replace('Ahmedabad, Gujarat', 'Ahmedabad, Gujarat, India'),
	})
	const later = await release()
	expect(later.status, later.output).toBe(0)
	expect(liveCommit()).toBe(next)
	expect(aboutJson()).toContain('Ahmedabad, Gujarat, India')
	expect(existsSync(join(root, 'app', refusedNews))).toBe(false)
	expect(status()).toMatchObject({ state: 'held-back', heldBack: [refusedNews] })
	expect(restartCount()).toBe(4)
})

test('a build the refused files cannot be set aside from is not published: the site stays on its release, the editors are told, and the commit is not rebuilt every run', async () => {
	const before = live()
	const beforeReleases = releases()
	// The founder's illustration goes: the file the check names, the founder's, did not change.
	push('Remove the founder portrait', { 'app/assets/art/people/founder.svg': () => undefined })
	const failed = await release()
	expect(failed.status).not.toBe(0)
	expect(failed.output).toContain('content/team/founder.yaml')
	expect(failed.output).toMatch(/the site stays on [0-9a-f]{40}/)
	expect(live()).toBe(before)
	expect(releases()).toEqual(beforeReleases)
	expect(restartCount()).toBe(4)
	expect(status()).toMatchObject({ state: 'failed', live: liveCommit(), heldBack: [] })
	expect(status().problems).toContainEqual(expect.stringMatching(/^content\/team\/founder\.yaml: /))
	expect(smtp.mails).toHaveLength(3)

	const again = await release()
	expect(again.status, again.output).toBe(0)
	expect(again.output).not.toContain('building')
})

test('the mend of refused saves publishes everything saved since, and only the newest releases are kept', async () => {
	const commit = push('Mend the news item and the portrait', {
		[refusedNews]: (yaml) =>
			`${yaml}excerpt: The plant treats a dyeing unit's effluent for reuse.\n`,
		'app/assets/art/people/founder.svg': () =>
			readFileSync(join(projectRoot, 'app/assets/art/people/founder.svg'), 'utf8'),
	})
	const result = await release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(commit)
	expect(readFileSync(join(root, 'app/app/generated/content/news.json'), 'utf8')).toContain(
		'Surat effluent plant',
	)
	expect(status()).toMatchObject({ state: 'published', live: commit, heldBack: [] })
	expect(releases()).toHaveLength(2)
	expect(releases().map((name) => join(root, 'releases', name))).toContain(live())
	expect(restartCount()).toBe(5)
})
