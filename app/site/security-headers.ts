import { createHash } from 'node:crypto'
import { pages } from '#app/content/pages.ts'
import { cmsApiOrigin } from '#app/site/cms-backend.ts'
import {
	GOOGLE_MAPS_KEY_VARIABLE,
	type MapProvider,
	mapCspSources,
	mapProviderFor,
} from '#app/site/map-csp.ts'

// Inline scripts the build emits (React Router's hydration context and module loader) are allowed by
// hash, never by 'unsafe-inline'. Data blocks (JSON-LD) are not scripts and need no hash.
const INLINE_SCRIPT =
	/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g

export function inlineScriptHashes(html: string): string[] {
	return [...html.matchAll(INLINE_SCRIPT)]
		.map((match) => match[1] ?? '')
		.filter((script) => script.length > 0)
		.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
}

// The server must run with the same key setting the build had, so the policy admits the map the
// build ships.
export const deployedMapProvider = mapProviderFor(process.env[GOOGLE_MAPS_KEY_VARIABLE])

export function contentSecurityPolicy(
	scriptHashes: readonly string[],
	mapProvider: MapProvider = deployedMapProvider,
): string {
	const mapSources = mapCspSources[mapProvider]
	const directive = (name: keyof typeof mapSources, ...sources: string[]) =>
		[name, ...sources, ...(mapSources[name] ?? [])].join(' ')
	return [
		"default-src 'self'",
		directive('script-src', "'self'", ...scriptHashes),
		// React and the carousels set element styles at run time; no stylesheet comes from elsewhere.
		directive('style-src', "'self'", "'unsafe-inline'"),
		directive('img-src', "'self'", 'data:'),
		directive('font-src', "'self'"),
		directive('connect-src', "'self'"),
		...(mapSources['frame-src'] ? [directive('frame-src')] : []),
		...(mapSources['worker-src'] ? [directive('worker-src')] : []),
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join('; ')
}

/** Where the build places the content editor (scripts/build-cms.ts). */
export const CMS_PATH = '/cms/'

// The content editor is a single-page app from this site that reads and commits the content through
// GitHub's API at the origin its configuration names (and checks GitHub's status page before signing
// in). Its sign-in relay needs nothing here: it runs in a popup of its own, which posts the token back
// as a message. It shows avatars and uploaded files from GitHub and from blob: previews, sets its own
// styles and loads its typefaces and icon font from jsDelivr. Its check for a newer version
// (unpkg.com) is refused: the lockfile pins the version.
/**
 * The editor fetches Immutable.js from unpkg.com when a custom preview is registered (each preview
 * receives the entry as an Immutable map). This import map, inline in its page, sends that request to
 * the copy in the build (scripts/build-cms.ts), so the policy allows the map by its hash instead of
 * another script host. The version is the one the editor's package names as its dependency.
 */
export const cmsImportMap = JSON.stringify({
	imports: { 'https://unpkg.com/immutable@5.1.9/': '/cms/immutable/' },
})

export const cmsContentSecurityPolicy = [
	"default-src 'self'",
	`script-src 'self' 'sha256-${createHash('sha256').update(cmsImportMap).digest('base64')}'`,
	"style-src 'self' 'unsafe-inline'",
	"font-src 'self' https://cdn.jsdelivr.net",
	"img-src 'self' blob: data: https://*.githubusercontent.com",
	'media-src blob:',
	'frame-src blob:',
	`connect-src 'self' blob: data: ${cmsApiOrigin} https://www.githubstatus.com`,
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
	"frame-ancestors 'none'",
].join('; ')

export const OPENER_POLICY_HEADER = 'Cross-Origin-Opener-Policy'
export const SAME_ORIGIN_OPENER_POLICY = 'same-origin'

/** Sent with every response, whatever its status; only the editor's page has another opener policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy':
		'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
	[OPENER_POLICY_HEADER]: SAME_ORIGIN_OPENER_POLICY,
	'X-Frame-Options': 'DENY',
	// Browsers honour this only over HTTPS, i.e. behind the TLS-terminating proxy or CDN in production.
	'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
}

// The editor's "Sign In with GitHub" opens the OAuth relay in a popup that hands the token back
// through window.opener; under `same-origin` the browser cuts that link once the popup leaves this
// origin. The editor's page alone lets the windows it opens keep it; every other document, and every
// other file, keeps `same-origin`.
export const CMS_OPENER_POLICY = 'same-origin-allow-popups'

/** The opener policy of a document of the build, by its file (`/cms/index.html`). */
export const openerPolicyFor = (file: string) =>
	file.startsWith(CMS_PATH) ? CMS_OPENER_POLICY : SAME_ORIGIN_OPENER_POLICY

export const HASHED_ASSET_PREFIX = '/assets/'

/** The inbox's page: it shows inquiries once signed in, so no browser or proxy may keep a copy. */
export const PRIVATE_PAGE_PATH = pages.admin.path
const isPrivatePage = (pathname: string) =>
	pathname === PRIVATE_PAGE_PATH || pathname.startsWith(`${PRIVATE_PAGE_PATH}/`)

export const cacheControlFor = (pathname: string) =>
	pathname.startsWith(HASHED_ASSET_PREFIX)
		? 'public, max-age=31536000, immutable'
		: isPrivatePage(pathname)
			? 'no-store'
			: 'no-cache'
