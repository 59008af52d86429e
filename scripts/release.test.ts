// deploy/release.sh against a real bare repository: an editor's push is published, a push the
// content check refuses is not, and the site never points at a half-built release.
import { execFileSync, spawnSync } from 'node:child_process'
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

function release() {
	const result = spawnSync('bash', [script], {
		encoding: 'utf8',
		env: {
			...process.env,
			RELEASE_ROOT: root,
			RELEASE_KEEP: '2',
			// The real content check over the pushed files, with this checkout's packages instead of
			// a fresh `npm ci` per release.
			RELEASE_BUILD_COMMAND: `ln -s ${join(projectRoot, 'node_modules')} node_modules && node scripts/generate-content.ts`,
			RELEASE_RESTART_COMMAND: `echo restarted >> ${restarts}`,
		},
	})
	return { ...result, output: result.stdout + result.stderr }
}

const live = () => readlinkSync(join(root, 'app'))
const liveCommit = () => readFileSync(join(root, 'app/.release-commit'), 'utf8').trim()
const restartCount = () =>
	existsSync(restarts) ? readFileSync(restarts, 'utf8').trim().split('\n').length : 0
const releases = () => readdirSync(join(root, 'releases')).sort()

function push(edit: (aboutYaml: string) => string, message: string) {
	const file = join(editorClone, 'content/about/about.yaml')
	writeFileSync(file, edit(readFileSync(file, 'utf8')))
	git(editorClone, 'commit', '-qam', message)
	git(editorClone, 'push', '-q', 'origin', 'HEAD:main')
	return git(editorClone, 'rev-parse', 'HEAD')
}

beforeAll(() => {
	// The committed code as the company's repository holds it, on the branch the CMS commits to.
	git(root, 'init', '-q', '--bare', 'origin.git')
	git(projectRoot, 'push', '-q', join(root, 'origin.git'), 'HEAD:refs/heads/main')
	git(join(root, 'origin.git'), 'symbolic-ref', 'HEAD', 'refs/heads/main')
	git(root, 'clone', '-q', join(root, 'origin.git'), 'repo')
	git(root, 'clone', '-q', join(root, 'origin.git'), 'editor')
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('the first run builds the branch into a release, points the site at it and restarts the server', () => {
	const result = release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(git(editorClone, 'rev-parse', 'HEAD'))
	expect(live()).toMatch(/\/releases\/\d{8}T\d{6}Z-[0-9a-f]{12}$/)
	expect(existsSync(join(root, 'app/app/generated/content/about.json'))).toBe(true)
	expect(restartCount()).toBe(1)
})

test('a run with nothing new pushed changes nothing and does not restart the server', () => {
	const before = live()
	const result = release()
	expect(result.status, result.output).toBe(0)
	expect(live()).toBe(before)
	expect(restartCount()).toBe(1)
})

test("an editor's push reaches the live release, and the previous release stays for a roll-back", () => {
	const previous = live()
	const commit = push(
		(yaml) => yaml.replace('since 2004', 'since 2004, in Ahmedabad'),
		'About: say where the works are',
	)
	const result = release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(commit)
	expect(readFileSync(join(root, 'app/content/about/about.yaml'), 'utf8')).toContain(
		'since 2004, in Ahmedabad',
	)
	expect(readFileSync(join(root, 'app/app/generated/content/about.json'), 'utf8')).toContain(
		'since 2004, in Ahmedabad',
	)
	expect(existsSync(previous)).toBe(true)
	expect(restartCount()).toBe(2)
})

test('a push the content check refuses is not published: the site stays on its release, and the commit is not rebuilt every run', () => {
	const before = live()
	const beforeReleases = releases()
	push((yaml) => yaml.replace(/^ {2}title: .*$/m, "  title: ''"), 'About: an empty title')
	const failed = release()
	expect(failed.status).not.toBe(0)
	expect(failed.output).toContain('content/about/about.yaml')
	expect(failed.output).toMatch(/the site stays on [0-9a-f]{40}/)
	expect(live()).toBe(before)
	expect(releases()).toEqual(beforeReleases)
	expect(restartCount()).toBe(2)

	const again = release()
	expect(again.status, again.output).toBe(0)
	expect(again.output).not.toContain('building')
})

test('the fix of a refused push is published, and only the newest releases are kept', () => {
	const commit = push(
		(yaml) => yaml.replace(/^ {2}title: ''$/m, '  title: Engineering plants since 2004'),
		'About: a title again',
	)
	const result = release()
	expect(result.status, result.output).toBe(0)
	expect(liveCommit()).toBe(commit)
	expect(releases()).toHaveLength(2)
	expect(releases().map((name) => join(root, 'releases', name))).toContain(live())
	expect(restartCount()).toBe(3)
})
