// The build, read into memory once: a few MB of files, each with its precompressed copies and every
// response header it is ever sent with, so a request costs a map lookup and one socket write.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import {
	cacheControlFor,
	OPENER_POLICY_HEADER,
	SAME_ORIGIN_OPENER_POLICY,
	securityHeaders,
} from '#app/site/security-headers.ts'
import {
	buildFiles,
	defaultContentSecurityPolicy,
	HOST_CONFIG_FILES,
	type SiteDocument,
	siteDocuments,
} from './site-rules.ts'

/** Header names and values in turn, the form `writeHead` takes without copying them. */
export type HeaderList = readonly (string | number)[]

export type SiteFile = ReturnType<typeof loadFile>
export type Variant = SiteFile['identity']

const TEXT = '; charset=utf-8'
const CONTENT_TYPES: Readonly<Record<string, string>> = {
	html: `text/html${TEXT}`,
	js: `text/javascript${TEXT}`,
	css: `text/css${TEXT}`,
	svg: 'image/svg+xml',
	png: 'image/png',
	jpg: 'image/jpeg',
	webp: 'image/webp',
	avif: 'image/avif',
	ico: 'image/x-icon',
	woff2: 'font/woff2',
	webmanifest: 'application/manifest+json',
	json: 'application/json',
	txt: `text/plain${TEXT}`,
	xml: `application/xml${TEXT}`,
	yml: `application/yaml${TEXT}`,
	pdf: 'application/pdf',
}

function variant(body: Buffer, shared: HeaderList, lastModified: string, encoding?: string) {
	// A strong validator from the bytes themselves: the same on every worker and every restart, and
	// different for each encoding, as a cache that stores them apart needs.
	const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
	const encodingHeaders = encoding ? ['Content-Encoding', encoding] : []
	const validators = ['ETag', etag, 'Last-Modified', lastModified]
	return {
		body,
		etag,
		/** The headers of a 200 answer, Content-Length included. */
		headers: [...shared, ...validators, ...encodingHeaders, 'Content-Length', body.length],
		/** The headers of a 304 answer: the same validators, policy and caching, no body headers. */
		notModifiedHeaders: [...shared, ...validators],
		/** The headers of a 404 answer with this body, for the not-found documents. */
		notFoundHeaders: [...shared, ...encodingHeaders, 'Content-Length', body.length],
	}
}

function loadFile(
	root: string,
	file: string,
	{ csp, openerPolicy }: Pick<SiteDocument, 'csp' | 'openerPolicy'>,
) {
	const path = join(root, file)
	const modified = statSync(path).mtime
	const lastModified = modified.toUTCString()
	const shared = Object.entries({
		...securityHeaders,
		[OPENER_POLICY_HEADER]: openerPolicy,
		'Content-Security-Policy': csp,
		'Cache-Control': cacheControlFor(file),
		'Content-Type': CONTENT_TYPES[extname(file).slice(1)] ?? 'application/octet-stream',
		// Every file may have compressed copies, so caches must key every answer on the encoding.
		Vary: 'Accept-Encoding',
	}).flat()
	const copy = (suffix: string, encoding: string) =>
		existsSync(`${path}${suffix}`)
			? variant(readFileSync(`${path}${suffix}`), shared, lastModified, encoding)
			: undefined
	return {
		identity: variant(readFileSync(path), shared, lastModified),
		br: copy('.br', 'br'),
		gzip: copy('.gz', 'gzip'),
		/** For If-Modified-Since: HTTP dates have whole seconds. */
		lastModifiedMs: Math.floor(modified.getTime() / 1000) * 1000,
	}
}

/**
 * Every file of the build by its URL path (`/about/index.html`), with the policy of its document.
 * Compressed copies belong to their file; the static-host rule files are left out, never served.
 */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
	const documents = new Map(siteDocuments(root).map((document) => [document.file, document]))
	const otherFiles = { csp: defaultContentSecurityPolicy, openerPolicy: SAME_ORIGIN_OPENER_POLICY }
	const files = buildFiles(root).filter(
		(file) => !/\.(br|gz)$/.test(file) && !HOST_CONFIG_FILES.includes(file),
	)
	return new Map(
		files.map((file) => [file, loadFile(root, file, documents.get(file) ?? otherFiles)]),
	)
}
