import { createHash } from 'node:crypto'
import { TILE_HOST } from '../app/content/map-config.ts'

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

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
	return [
		"default-src 'self'",
		`script-src 'self' ${scriptHashes.join(' ')}`.trim(),
		// React and the carousels set element styles at run time; no stylesheet comes from elsewhere.
		"style-src 'self' 'unsafe-inline'",
		`img-src 'self' data: ${TILE_HOST}`,
		"font-src 'self'",
		"connect-src 'self'",
		"manifest-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join('; ')
}

/** Sent with every response, whatever its status. */
export const securityHeaders: Readonly<Record<string, string>> = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy':
		'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
	'Cross-Origin-Opener-Policy': 'same-origin',
	'X-Frame-Options': 'DENY',
	// Browsers honour this only over HTTPS, i.e. behind the TLS-terminating proxy or CDN in production.
	'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
}

export const HASHED_ASSET_PREFIX = '/assets/'

export const cacheControlFor = (pathname: string) =>
	pathname.startsWith(HASHED_ASSET_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache'
