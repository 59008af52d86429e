// The one source of the site's HTTP rules: which headers every response carries, the policy of each
// prerendered document, caching, redirects and not-found documents. The Node server applies them per
// request; postbuild renders the same values into the nginx includes and the static-host `_headers` and
// `_redirects` (scripts/deploy-config.ts), so the three ways of serving the build cannot drift apart.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { notFoundDocuments } from '#app/site/paths.ts'
import { redirects } from '#app/site/redirects.ts'
import {
	CMS_PATH,
	cmsContentSecurityPolicy,
	contentSecurityPolicy,
	inlineScriptHashes,
	openerPolicyFor,
} from '#app/site/security-headers.ts'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ')

// Static hosts read these from the publish directory and never serve them; a server answers them with
// its not-found page too, so every deployment exposes the same set of public files.
export const HOST_CONFIG_FILES: readonly string[] = ['/_headers', '/_redirects']

/** The policy of every response that is not a prerendered document: it allows no inline script. */
export const defaultContentSecurityPolicy = contentSecurityPolicy([])

export type SiteDocument = ReturnType<typeof siteDocuments>[number]

const notFoundFiles = new Set<string>(notFoundDocuments.map((document) => `/${document.file}`))

const pagePathOf = (file: string) =>
	notFoundFiles.has(file) ? undefined : file.replace(/\/index\.html$/, '') || '/'

/** Every file in the build by its URL path (`/about/index.html`), sorted. */
export const buildFiles = (root: string) =>
	readdirSync(root, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
		.sort()

/** Every HTML document in the build, sorted by file, with the URL it answers and its policy. */
export function siteDocuments(root: string) {
	return buildFiles(root)
		.filter((file) => file.endsWith('.html'))
		.map((file) => ({
			/** Path of the HTML file inside the build, e.g. `/about/index.html`. */
			file,
			/** The URL the document is the page of; undefined for the not-found documents. */
			path: pagePathOf(file),
			/** Its Content-Security-Policy, allowing exactly the inline scripts it contains. */
			csp: file.startsWith(CMS_PATH)
				? cmsContentSecurityPolicy
				: contentSecurityPolicy(inlineScriptHashes(readFileSync(join(root, file), 'utf8'))),
			openerPolicy: openerPolicyFor(file),
		}))
}

const legacyRedirects = new Map(redirects.map((rule) => [rule.from, rule.to]))

// Canonical URLs have no trailing slash (canonical links say so), except the root. Leading slashes
// collapse too: `Location: //evil.example` would send the browser to another host.
const withoutTrailingSlash = (pathname: string) =>
	pathname.length > 1 && pathname.endsWith('/')
		? pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/'
		: undefined

export const redirectTargetFor = (pathname: string) =>
	legacyRedirects.get(pathname) ?? withoutTrailingSlash(pathname)
