// What the published files may contain, checked on the build itself rather than on the sources that
// produce it: links opening a new tab, and secrets a bundler could have inlined.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import { expect, test } from 'vitest'
import { buildDirectory } from '../server/build-directory.ts'

const client = join(buildDirectory, 'client')
const TEXT = /(\.(html|js|css|svg|json|webmanifest|txt|xml|map)|\/_headers|\/_redirects)$/
const published = readdirSync(client, { recursive: true, encoding: 'utf8' })
	.map((name) => `/${name.split(sep).join('/')}`)
	.filter((file) => TEXT.test(file) && statSync(join(client, file)).isFile())
	.map((file) => ({ file, text: readFileSync(join(client, file), 'utf8') }))

// `<a … target="_blank">` in HTML, in the HTML strings of scripts, and the props of compiled JSX.
const HTML_BLANK_LINK = /<a\b[^>]*\btarget=\\?["'`]?_blank[^>]*>/g
const HTML_REL = /\brel=\\?["'`]([^"'`\\]*)/
const JSX_BLANK_LINK = /\{[^{}]*\btarget:\s*["'`]_blank["'`][^{}]*\}/g
const JSX_REL = /\brel:\s*["'`]([^"'`]*)/

test('every link that opens a new tab has rel="noopener noreferrer"', () => {
	let links = 0
	for (const { file, text } of published) {
		const found = [
			...[...text.matchAll(HTML_BLANK_LINK)].map(([tag]) => [tag, tag.match(HTML_REL)?.[1]]),
			...[...text.matchAll(JSX_BLANK_LINK)].map(([props]) => [props, props.match(JSX_REL)?.[1]]),
		]
		for (const [link, rel = ''] of found) {
			links += 1
			expect
				.soft(rel.split(/\s+/), `${file}: ${link}`)
				.toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
		}
	}
	expect(links).toBeGreaterThan(0)
})

// The Maps key is the server's setting, never in the build: any key-like string published is a leak.
const SECRETS: readonly { name: string; pattern: RegExp }[] = [
	{ name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
	{ name: 'Google API key', pattern: /AIza[0-9A-Za-z_-]{35}/g },
	{ name: 'Stripe secret key', pattern: /\b[rs]k_(live|test)_[0-9A-Za-z]{10,}/g },
	{ name: 'AWS access key', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/g },
	{ name: 'GitHub token', pattern: /\bgh[opsur]_[0-9A-Za-z]{36}\b/g },
	{ name: 'Slack token', pattern: /\bxox[abopsr]-[0-9A-Za-z-]{10,}/g },
	{ name: 'JSON web token', pattern: /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/g },
]

test('publishes no secret: no private key, token or API key', () => {
	expect(published.length).toBeGreaterThan(0)
	for (const { file, text } of published) {
		for (const { name, pattern } of SECRETS) {
			const leaks = [...text.matchAll(pattern)].map(([match]) => match)
			expect.soft(leaks, `${name} in ${file}`).toEqual([])
		}
	}
})
