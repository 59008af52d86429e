// PDFKit's own step that draws one line of text (js/pdfkit.js, TextMixin._fragment), which its
// published types leave out; paper-pdf.ts wraps it to give a line its text in reading order.
declare namespace PDFKit {
	interface PDFDocument {
		_fragment(text: string, x: number, y: number, options: object): void
	}
}
