// The parts of opentype.js 2 that the build scripts use; the package ships no types.
declare module 'opentype.js' {
	export interface Glyph {
		advanceWidth?: number
		getPath(x: number, y: number, fontSize: number): { toPathData(decimalPlaces?: number): string }
	}

	export interface Font {
		unitsPerEm: number
		charToGlyph(char: string): Glyph
		hasChar(char: string): boolean
		getKerningValue(left: Glyph, right: Glyph): number
		/** The width of `text` at `fontSize`, kerned. */
		getAdvanceWidth(text: string, fontSize: number): number
	}

	export function parse(buffer: ArrayBuffer | Uint8Array): Font

	const opentype: { parse: typeof parse }
	export default opentype
}
