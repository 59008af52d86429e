// The production server's way of serving (server/site-app.ts) with one slow route, for the
// graceful-shutdown test: GET /api/slow sends its first line at once and the last one
// SLOW_RESPONSE_MS later, so a request is in flight when the test sends SIGTERM.
import express from 'express'
import { serve } from '#server/site-app.ts'

export const SLOW_RESPONSE_MS = 2_000

const app = express().get('/api/slow', (_req, res) => {
	res.writeHead(200, { 'Content-Type': 'text/plain' })
	res.write('first line\n')
	setTimeout(() => res.end('last line\n'), SLOW_RESPONSE_MS)
})
await serve(app, Number(process.env.PORT), '127.0.0.1')
