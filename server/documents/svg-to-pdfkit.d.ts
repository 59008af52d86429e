// The one call of svg-to-pdfkit the documents use; the package ships no types.
declare module 'svg-to-pdfkit' {
	type Options = {
		width?: number
		height?: number
		/** Take the drawing's units as points rather than CSS pixels. */
		assumePt?: boolean
		/** The registered PDFKit font for a text's family and weight. */
		fontCallback?: (family: string, bold: boolean, italic: boolean) => string
	}
	export default function SVGtoPDF(
		doc: PDFKit.PDFDocument,
		svg: string,
		x: number,
		y: number,
		options?: Options,
	): void
}
