// For `npm run load -- --with-sirv`: the build served by sirv (files streamed from disk, brotli and
// gzip copies, validators) under the same headers, redirects and not-found documents as `npm start`,
// one worker per core as there, to weigh the server's in-memory file layer against a library. PORT
// comes from the environment. Not a production server: no health check, no graceful stop.
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import sirv from 'sirv'
import { notFoundDocumentFor } from '#app/site/paths.ts'
import { cacheControlFor, securityHeaders } from '#app/site/security-headers.ts'
import { clientDirectory } from '#server/build-directory.ts'
import { workerCount } from '#server/serve-site.ts'
import {
	defaultContentSecurityPolicy,
	redirectTargetFor,
	siteDocuments,
} from '#server/site-rules.ts'

const workers = workerCount()
if (cluster.isPrimary && workers > 1) {
	for (let index = 0; index < workers; index += 1) cluster.fork()
} else {
	// sirv names the file by the URL path it was asked for.
	const policies = new Map(siteDocuments(clientDirectory).map(({ path, csp }) => [path, csp]))
	const serve = sirv(clientDirectory, {
		brotli: true,
		gzip: true,
		etag: true,
		extensions: ['html'],
		setHeaders(res, pathname) {
			for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
			res.setHeader(
				'Content-Security-Policy',
				policies.get(pathname) ?? defaultContentSecurityPolicy,
			)
			res.setHeader('Cache-Control', cacheControlFor(pathname))
		},
	})
	createServer((req, res) => {
		const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
		const redirectTo = redirectTargetFor(pathname)
		if (redirectTo) {
			res.writeHead(301, { Location: `${redirectTo}${search}`, 'Cache-Control': 'no-cache' }).end()
			return
		}
		serve(req, res, () => {
			req.url = `/${notFoundDocumentFor(pathname).file}`
			res.statusCode = 404
			serve(req, res)
		})
	}).listen(Number(process.env.PORT), '127.0.0.1')
}
