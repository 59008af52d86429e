// A sizing result's PDF, made on request: drawn by a worker thread so the server goes on answering
// while it draws, and kept for the rest of the day it is dated, so a buyer who opens it again, or
// the colleague they forward the link to, gets the same document at once.
import Piscina from 'piscina'
import type { Paper } from '#app/site/paper.ts'
import { companyDay } from '#app/site/proposal-reference.ts'

// One thread, started with the server so the first document does not wait for it to load its fonts:
// a document takes tens of milliseconds, and the other core keeps serving pages.
const pool = new Piscina<Paper, Uint8Array<ArrayBuffer>>({
	filename: new URL('./paper-worker.ts', import.meta.url).href,
	minThreads: 1,
	maxThreads: 1,
})

/** Enough for a busy day's distinct results; the oldest go first. */
const KEPT_DOCUMENTS = 200
const kept = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
let keptDay = ''

/** The PDF of the result at `address` on the day `at` falls on: from the day's store, or drawn. */
export function proposalPdf(
	address: string,
	at: Date,
	paper: () => Paper,
): Promise<Uint8Array<ArrayBuffer>> {
	const day = companyDay(at)
	if (day !== keptDay) {
		kept.clear()
		keptDay = day
	}
	const known = kept.get(address)
	if (known) return known
	const drawn = pool.run(paper())
	kept.set(address, drawn)
	// A failed drawing is not kept: the next request tries again.
	drawn.catch(() => kept.delete(address))
	if (kept.size > KEPT_DOCUMENTS) kept.delete(kept.keys().next().value ?? '')
	return drawn
}

/** The PDF as the browser receives it: shown in place, saved under `fileName`. */
export const pdfResponse = (pdf: Uint8Array<ArrayBuffer>, fileName: string) =>
	new Response(pdf, {
		headers: {
			'Content-Type': 'application/pdf',
			'Content-Disposition': `inline; filename="${fileName}"`,
			'Content-Length': String(pdf.byteLength),
		},
	})
