// A worker thread of the proposals' pool (proposals.ts): draws a document away from the thread that
// answers requests.
import type { Paper } from '#app/site/paper.ts'
import { paperPdf } from './paper-pdf.ts'

export default (paper: Paper) => paperPdf(paper)
