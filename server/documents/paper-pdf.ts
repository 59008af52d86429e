// Draws a Paper (app/site/paper.ts) as a tagged A4 PDF with PDFKit: the site's typeface and colours,
// its drawings as vectors, and a structure tree (headings, paragraphs, tables, lists, figures with
// their text) that a screen reader follows. Why PDFKit: docs/decisions/034-documents-drawn-with-pdfkit.md.
import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import type { Paper, PaperBlock, PaperFigure, PaperRow } from '#app/site/paper.ts'
import { classesToAttributes, themeColours } from './theme-colours.ts'

type Doc = PDFKit.PDFDocument
type Parent = PDFKit.PDFStructureElement

const palette = themeColours()
const colour = (token: string) => palette.get(token) ?? '#000000'
const ink = {
	title: colour('primary'),
	text: colour('foreground'),
	muted: colour('muted-foreground'),
	link: colour('link'),
	rule: colour('border'),
	tint: colour('surface-tint'),
	band: colour('inverse'),
	bandText: colour('inverse-foreground'),
	bandMuted: colour('inverse-subtle'),
	accent: colour('accent'),
}

// The site's typeface as Google Fonts publishes it, one static file per weight the pages use, with
// every script the font covers (the pages' own files are cut into subsets for the browser). PDFKit sets
// a line in one font, so a document in Devanagari is set in Mukta (Ek Type), one family drawn for both
// scripts that also has the signs engineering text carries (m³, CaCO₃, ≤, µ); Noto Sans Devanagari, the
// Hindi pages' face beside Manrope, lacks those. Each file is opened once, and PDFKit draws every
// document from the same font: its tables are read, and its shaping set up, once a process.
function googleFont(family: string, file: string) {
	const path = new URL(import.meta.resolve(`@expo-google-fonts/${family}/${file}.ttf`))
	const font = fontkit.create(readFileSync(path))
	if (!('layout' in font)) throw new Error(`${path} is a collection, not one font`)
	return font
}
const TYPEFACES = {
	latin: {
		regular: googleFont('manrope', '400Regular/Manrope_400Regular'),
		semibold: googleFont('manrope', '600SemiBold/Manrope_600SemiBold'),
		bold: googleFont('manrope', '700Bold/Manrope_700Bold'),
	},
	devanagari: {
		regular: googleFont('mukta', '400Regular/Mukta_400Regular'),
		semibold: googleFont('mukta', '600SemiBold/Mukta_600SemiBold'),
		bold: googleFont('mukta', '700Bold/Mukta_700Bold'),
	},
}
type Weight = keyof (typeof TYPEFACES)['latin']

/**
 * Scripts whose glyphs PDFKit draws in another order than their letters are written in (a vowel sign
 * before its consonant, conjuncts): a line in one is drawn inside a span carrying its text.
 */
const REORDERED_SCRIPT = /\p{Script=Devanagari}/u

/** The typeface for a document's words: Mukta where they hold Devanagari, else the site's Manrope. */
const typefaceFor = (words: string) =>
	REORDERED_SCRIPT.test(words) ? TYPEFACES.devanagari : TYPEFACES.latin

/** Every word a document prints, to choose and check its typeface; a drawing's markup is not text. */
export const wordsOf = (paper: Paper) =>
	JSON.stringify(paper, (key, value: unknown) =>
		key === 'svg' || key === 'image' ? undefined : value,
	)

const PAGE = { margin: 44, footer: 50, band: 56 } as const
const SIZE = { title: 21, heading: 12.5, body: 9.5, lead: 11, small: 8 } as const
const COLUMN_GAP = 20
const LABEL_WIDTH = 170

/** Characters a document cannot set in its typeface: the content build refuses text that holds any. */
export function unprintableCharacters(text: string): string[] {
	const font = typefaceFor(text).regular
	return [...new Set(text)].filter(
		(character) =>
			!/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
	)
}

/**
 * PDFKit sets each line as one run of glyphs in the order they are drawn, which is also the order
 * copy, search and a screen reader read them in: Hindi comes out as "इंजीिनयिरंग" for "इंजीनियरिंग".
 * Each line in a reordered script is therefore drawn inside a span carrying its own text (PDF's
 * ActualText), which readers take instead. `_fragment` is PDFKit's step that draws one line.
 */
function spanReorderedLines(doc: Doc) {
	const drawLine = doc._fragment.bind(doc)
	doc._fragment = (text, x, y, options) => {
		if (!REORDERED_SCRIPT.test(text)) return drawLine(text, x, y, options)
		doc.markContent('Span', { actual: text })
		drawLine(text, x, y, options)
		doc.endMarkedContent()
	}
}

/** The PDF of a document, as bytes. */
export function paperPdf(paper: Paper): Promise<Uint8Array<ArrayBuffer>> {
	const doc = new PDFDocument({
		size: 'A4',
		margins: {
			top: PAGE.margin,
			bottom: PAGE.margin + PAGE.footer,
			left: PAGE.margin,
			right: PAGE.margin,
		},
		bufferPages: true,
		tagged: true,
		pdfVersion: '1.7',
		lang: paper.lang,
		displayTitle: true,
		info: {
			Title: paper.title,
			Author: paper.company.name,
			Subject: paper.subject,
			Creator: paper.company.name,
		},
	})
	// PDFKit takes an open fontkit font as its source, though its published types name only files.
	for (const [name, font] of Object.entries(typefaceFor(wordsOf(paper))))
		doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource)
	spanReorderedLines(doc)
	const chunks: Uint8Array[] = []
	doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
	const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
		doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
		doc.on('error', reject)
	})
	const root = doc.struct('Document')
	doc.addStructure(root)
	drawTitle(doc, root, paper)
	const width = contentWidth(doc)
	for (const block of paper.blocks) drawBlock(doc, root, block, PAGE.margin, width)
	drawLink(doc, root, paper.link, width)
	root.end()
	drawFooters(doc, paper)
	doc.end()
	return done
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * PAGE.margin
const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom

function artifact(doc: Doc, draw: () => void) {
	doc.markContent('Artifact', { type: 'Layout' })
	draw()
	doc.endMarkedContent()
}

function setText(doc: Doc, weight: Weight, size: number, fill: string) {
	doc.font(weight).fontSize(size).fillColor(fill)
}

/** A new page when `height` more points do not fit on this one. */
function keepRoom(doc: Doc, height: number) {
	if (doc.y + height > bottomOf(doc)) doc.addPage()
}

function drawTitle(doc: Doc, root: Parent, paper: Paper) {
	const { width } = doc.page
	artifact(doc, () => {
		doc.rect(0, 0, width, PAGE.band).fill(ink.band)
		doc.rect(0, PAGE.band, width, 3).fill(ink.accent)
	})
	// The band's words are the document's running head: read once, as its first line.
	setText(doc, 'bold', 13, ink.bandText)
	doc.text(paper.company.name, PAGE.margin, 24, {
		width: contentWidth(doc) / 2,
		structParent: root,
		structType: 'P',
	})
	setText(doc, 'semibold', SIZE.body, ink.bandMuted)
	doc.text(paper.kind, PAGE.margin + contentWidth(doc) / 2, 24, {
		width: contentWidth(doc) / 2,
		align: 'right',
		structParent: root,
		structType: 'P',
	})
	setText(doc, 'bold', SIZE.title, ink.title)
	doc.text(paper.title, PAGE.margin, PAGE.band + 20, {
		width: contentWidth(doc),
		structParent: root,
		structType: 'H1',
	})
	doc.moveDown(0.2)
	setText(doc, 'semibold', SIZE.body, ink.muted)
	doc.text(paper.meta.join('  ·  '), { structParent: root, structType: 'P' })
	doc.moveDown(0.8)
}

function drawBlock(doc: Doc, parent: Parent, block: PaperBlock, x: number, width: number) {
	switch (block.kind) {
		case 'heading':
			keepRoom(doc, 60)
			doc.moveDown(0.5)
			setText(doc, 'bold', SIZE.heading, ink.title)
			doc.text(block.text, x, doc.y, { width, structParent: parent, structType: 'H2' })
			doc.moveDown(0.3)
			return
		case 'text':
			return drawText(doc, parent, block.text, block.tone, x, width)
		case 'rows':
			return drawRows(doc, parent, block.rows, x, width)
		case 'list':
			return drawList(doc, parent, block.items, block.ordered ?? false, x, width)
		case 'facts':
			return drawFacts(doc, parent, block.facts, x, width)
		case 'beside':
			return drawBeside(doc, parent, block.blocks, block.figure, x, width)
		case 'columns':
			return drawColumns(doc, parent, block.columns, x, width)
	}
}

/** About how tall a block comes out, to keep side-by-side parts on one page. */
function heightOf(doc: Doc, block: PaperBlock, width: number): number {
	if (block.kind === 'heading') return 32
	if (block.kind === 'text') {
		setText(doc, 'regular', SIZE.lead, ink.text)
		return doc.heightOfString(block.text, { width }) + 8
	}
	if (block.kind === 'list') {
		setText(doc, 'regular', SIZE.body, ink.text)
		return block.items.reduce(
			(sum, item) => sum + doc.heightOfString(item, { width: width - 16 }) + 3,
			10,
		)
	}
	return 120
}

function drawColumns(
	doc: Doc,
	parent: Parent,
	columns: readonly (readonly PaperBlock[])[],
	x: number,
	width: number,
) {
	const columnWidth = (width - COLUMN_GAP * (columns.length - 1)) / columns.length
	const heights = columns.map((blocks) =>
		blocks.reduce((sum, block) => sum + heightOf(doc, block, columnWidth), 0),
	)
	keepRoom(doc, Math.max(...heights))
	const top = doc.y
	let bottom = top
	columns.forEach((blocks, index) => {
		doc.y = top
		for (const block of blocks) {
			drawBlock(doc, parent, block, x + index * (columnWidth + COLUMN_GAP), columnWidth)
		}
		bottom = Math.max(bottom, doc.y)
	})
	doc.x = x
	doc.y = bottom
}

function drawText(
	doc: Doc,
	parent: Parent,
	text: string,
	tone: 'lead' | 'note' | undefined,
	x: number,
	width: number,
) {
	if (tone === 'note') {
		setText(doc, 'semibold', SIZE.body, ink.text)
		const padding = 8
		const height = doc.heightOfString(text, { width: width - 2 * padding }) + 2 * padding
		keepRoom(doc, height)
		const top = doc.y
		artifact(doc, () => doc.rect(x, top, width, height).fill(ink.tint))
		setText(doc, 'semibold', SIZE.body, ink.text)
		doc.text(text, x + padding, top + padding, {
			width: width - 2 * padding,
			structParent: parent,
		})
		doc.y = top + height
		doc.moveDown(0.5)
		return
	}
	setText(doc, 'regular', tone === 'lead' ? SIZE.lead : SIZE.body, ink.text)
	doc.text(text, x, doc.y, { width, lineGap: 1.5, structParent: parent })
	doc.moveDown(0.35)
}

/** Label beside value, a rule under each row, as a table whose first cell heads its row. */
function drawRows(doc: Doc, parent: Parent, rows: readonly PaperRow[], x: number, width: number) {
	const table = doc.struct('Table')
	parent.add(table)
	const labelWidth = Math.min(LABEL_WIDTH, width * 0.4)
	const valueWidth = width - labelWidth - 10
	const padding = 3.5
	for (const row of rows) {
		setText(doc, 'semibold', SIZE.body, ink.muted)
		const labelHeight = doc.heightOfString(row.label, { width: labelWidth })
		setText(doc, 'bold', SIZE.body, ink.title)
		const valueHeight = doc.heightOfString(row.value, { width: valueWidth })
		const height = Math.max(labelHeight, valueHeight) + 2 * padding
		keepRoom(doc, height)
		const top = doc.y
		const tableRow = doc.struct('TR')
		table.add(tableRow)
		setText(doc, 'semibold', SIZE.body, ink.muted)
		doc.text(row.label, x, top + padding, {
			width: labelWidth,
			structParent: tableRow,
			structType: 'TH',
		})
		setText(doc, 'bold', SIZE.body, ink.title)
		doc.text(row.value, x + labelWidth + 10, top + padding, {
			width: valueWidth,
			structParent: tableRow,
			structType: 'TD',
		})
		tableRow.end()
		artifact(doc, () =>
			doc
				.moveTo(x, top + height)
				.lineTo(x + width, top + height)
				.lineWidth(0.6)
				.stroke(ink.rule),
		)
		doc.x = x
		doc.y = top + height
	}
	table.end()
	doc.moveDown(0.6)
}

function drawList(
	doc: Doc,
	parent: Parent,
	items: readonly string[],
	ordered: boolean,
	x: number,
	width: number,
) {
	const list = doc.struct('L')
	parent.add(list)
	setText(doc, 'regular', SIZE.body, ink.text)
	keepRoom(doc, 30)
	doc.list([...items], x + 4, doc.y, {
		width: width - 4,
		listType: ordered ? 'numbered' : 'bullet',
		bulletRadius: 1.6,
		textIndent: 12,
		lineGap: 1.5,
		paragraphGap: 2,
		structParent: list,
	})
	list.end()
	doc.x = x
	doc.moveDown(0.6)
}

/** Up to four short figures in a row of tinted tiles. */
function drawFacts(doc: Doc, parent: Parent, facts: readonly PaperRow[], x: number, width: number) {
	const perRow = Math.max(1, Math.min(facts.length, 4, Math.floor(width / 120)))
	const gap = 8
	const tile = (width - gap * (perRow - 1)) / perRow
	const padding = 7
	for (let start = 0; start < facts.length; start += perRow) {
		const row = facts.slice(start, start + perRow)
		const heights = row.map((fact) => {
			setText(doc, 'semibold', SIZE.small, ink.muted)
			const label = doc.heightOfString(fact.label, { width: tile - 2 * padding })
			setText(doc, 'bold', SIZE.body + 1, ink.title)
			return label + 2 + doc.heightOfString(fact.value, { width: tile - 2 * padding })
		})
		const height = Math.max(...heights) + 2 * padding
		keepRoom(doc, height)
		const top = doc.y
		row.forEach((fact, index) => {
			const left = x + index * (tile + gap)
			artifact(doc, () => doc.roundedRect(left, top, tile, height, 4).fill(ink.tint))
			const item = doc.struct('P')
			parent.add(item)
			setText(doc, 'semibold', SIZE.small, ink.muted)
			doc.text(fact.label, left + padding, top + padding, {
				width: tile - 2 * padding,
				structParent: item,
				structType: 'Span',
			})
			setText(doc, 'bold', SIZE.body + 1, ink.title)
			doc.text(fact.value, left + padding, doc.y + 2, {
				width: tile - 2 * padding,
				structParent: item,
				structType: 'Span',
			})
			item.end()
		})
		doc.x = x
		doc.y = top + height + gap
	}
	doc.moveDown(0.3)
}

const VIEW_BOX = /viewBox="([\d.\s-]+)"/

function drawFigure(doc: Doc, parent: Parent, figure: PaperFigure, x: number, top: number) {
	const [boxWidth = 1, boxHeight = 1] =
		'svg' in figure
			? (VIEW_BOX.exec(figure.svg)?.[1] ?? '').trim().split(/\s+/).slice(2).map(Number)
			: [figure.aspect, 1]
	const { width } = figure
	const height = (width * boxHeight) / boxWidth
	// PDF/UA asks a figure for its box; PDFKit takes it, though its published types predate the option.
	const options = { alt: figure.alt, bbox: [x, top, x + width, top + height] }
	const element = doc.struct('Figure', options as PDFKit.Mixins.StructureElementOptions)
	parent.add(element)
	const content = doc.markStructureContent('Figure')
	if ('svg' in figure) {
		// The drawing takes the width given here, whatever size its file names for a browser.
		const svg = classesToAttributes(figure.svg, palette).replace(/^<svg\b[^>]*>/, (tag) =>
			tag.replace(/\s(width|height)="[^"]*"/g, ''),
		)
		SVGtoPDF(doc, svg, x, top, {
			width,
			height,
			assumePt: true,
			fontCallback: (_family: string, bold: boolean) => (bold ? 'bold' : 'regular'),
		})
	} else doc.image(Buffer.from(figure.image), x, top, { width, height })
	doc.endMarkedContent()
	element.add(content)
	element.end()
	return top + height
}

/** The page being drawn on: pages are only ever added at the end. */
const currentPage = (doc: Doc) => {
	const { start, count } = doc.bufferedPageRange()
	return start + count - 1
}

/** The blocks in a column, the drawing to their right; what follows starts under the longer. */
function drawBeside(
	doc: Doc,
	parent: Parent,
	blocks: readonly PaperBlock[],
	figure: PaperFigure,
	x: number,
	width: number,
) {
	const startPage = currentPage(doc)
	const top = doc.y
	const column = width - figure.width - COLUMN_GAP
	for (const block of blocks) drawBlock(doc, parent, block, x, column)
	const endPage = currentPage(doc)
	const columnBottom = doc.y
	// The drawing goes beside the column's start, on the page the column began on.
	doc.switchToPage(startPage)
	const figureBottom = drawFigure(doc, parent, figure, x + column + COLUMN_GAP, top)
	doc.switchToPage(endPage)
	doc.x = x
	doc.y = startPage === endPage ? Math.max(columnBottom, figureBottom) : columnBottom
	doc.moveDown(0.4)
}

function drawLink(doc: Doc, parent: Parent, link: Paper['link'], width: number) {
	keepRoom(doc, 30)
	doc.moveDown(0.6)
	setText(doc, 'semibold', SIZE.body, ink.text)
	const item = doc.struct('P')
	parent.add(item)
	doc.text(`${link.label} `, PAGE.margin, doc.y, {
		width,
		continued: true,
		structParent: item,
		structType: 'Span',
	})
	doc.fillColor(ink.link)
	doc.text(link.url, { link: link.url, underline: true, structParent: item, structType: 'Link' })
	item.end()
}

/** Each page's foot: the company and how to reach it, and the page's number among all. */
function drawFooters(doc: Doc, paper: Paper) {
	const { start, count } = doc.bufferedPageRange()
	for (let index = start; index < start + count; index++) {
		doc.switchToPage(index)
		const bottom = doc.page.margins.bottom
		doc.page.margins.bottom = 0
		const top = doc.page.height - PAGE.margin - 26
		const width = contentWidth(doc)
		doc.markContent('Artifact', { type: 'Pagination' })
		doc
			.moveTo(PAGE.margin, top - 8)
			.lineTo(PAGE.margin + width, top - 8)
			.lineWidth(1.2)
			.stroke(ink.title)
		setText(doc, 'bold', SIZE.small, ink.title)
		doc.text(paper.company.name, PAGE.margin, top, { width: width - 60, lineBreak: false })
		setText(doc, 'regular', SIZE.small, ink.muted)
		doc.text(paper.company.contact, PAGE.margin, top + 11, { width: width - 60 })
		doc.text(`${index + 1} / ${count}`, PAGE.margin + width - 50, top, {
			width: 50,
			align: 'right',
			lineBreak: false,
		})
		doc.endMarkedContent()
		doc.page.margins.bottom = bottom
	}
}
