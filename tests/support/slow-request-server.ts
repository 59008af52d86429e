// The production server (server/serve-site.ts) with one slow API route, for the graceful-shutdown test:
// GET /api/slow sends its first line at once and the last one SLOW_RESPONSE_MS later, so a request is
// in flight when the test sends SIGTERM. PORT and WEB_CONCURRENCY come from the environment.
import { clientDirectory } from '#server/build-directory.ts'
import { serveSite } from '#server/serve-site.ts'

export const SLOW_RESPONSE_MS = 2_000

await serveSite({
	root: clientDirectory,
	port: Number(process.env.PORT),
	host: '127.0.0.1',
	app: {
		handles: (_method, pathname) => pathname === '/api/slow',
		listener(_req, res) {
			res.writeHead(200, { 'Content-Type': 'text/plain' })
			res.write('first line\n')
			setTimeout(() => res.end('last line\n'), SLOW_RESPONSE_MS)
		},
	},
})
