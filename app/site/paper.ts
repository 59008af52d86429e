/**
 * A document for paper as plain data: what the PDF maker (server/documents) draws, with every word and
 * figure already written, so a datasheet and a sizing proposal share one layout and the drawing code
 * computes nothing a page shows differently.
 */
export type PaperRow = { label: string; value: string }

/** A drawing in the site's colours as SVG, with what it shows in words for a screen reader. */
export type PaperDrawing = { svg: string; alt: string }
/** A picture as JPEG or PNG, `aspect` its width over its height. */
export type PaperPicture = { image: Uint8Array; aspect: number; alt: string }

export type PaperFigure = (PaperDrawing | PaperPicture) & {
	/** Its width on the page in points: a diagram's labels need more room than a picture. */
	width: number
}

export type PaperBlock =
	| { kind: 'heading'; text: string }
	| { kind: 'text'; text: string; tone?: 'lead' | 'note' }
	/** Label beside value, as the page's specification table and result list. */
	| { kind: 'rows'; rows: readonly PaperRow[] }
	| { kind: 'list'; items: readonly string[]; ordered?: boolean }
	/** Short figures side by side, read before the tables. */
	| { kind: 'facts'; facts: readonly PaperRow[] }
	/** Blocks in a column beside a drawing on the right. */
	| { kind: 'beside'; blocks: readonly PaperBlock[]; figure: PaperFigure }
	/** Short parts side by side, each a heading and a list, so a sheet keeps to its pages. */
	| { kind: 'columns'; columns: readonly (readonly PaperBlock[])[] }

export type Paper = {
	/** BCP 47, as the page's `<html lang>`. */
	lang: string
	/** The document's title, in its metadata and as its first heading. */
	title: string
	/** What kind of document this is, over the title: "Product datasheet", "Budgetary first design". */
	kind: string
	/** One sentence on what it holds, for the document's metadata. */
	subject: string
	/** The reference and date, or the date, printed under the title. */
	meta: readonly string[]
	blocks: readonly PaperBlock[]
	/** Who made it and where to answer: printed at the foot of every page. */
	company: { name: string; contact: string }
	/** The page this document comes from, linked at its end. */
	link: { label: string; url: string }
}
