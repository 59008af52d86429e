// The parts of opentype.js 2 that the build scripts use; the package ships no types.
declare module 'opentype.js' {
	export type PathCommand =
		| { type: 'M' | 'L'; x: number; y: number }
		| { type: 'Q'; x1: number; y1: number; x: number; y: number }
		| { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
		| { type: 'Z' }

	export interface Path {
		commands: PathCommand[]
		toPathData(decimalPlaces?: number): string
	}

	export interface Glyph {
		index: number
		advanceWidth?: number
		getPath(x: number, y: number, fontSize: number): Path
	}

	/** Opaque GPOS lookup list, only handed back to Position.getKerningValue. */
	export type KerningLookups = { readonly __kerningLookups: unique symbol }

	export interface Position {
		getDefaultScriptName(): string
		getKerningTables(script: string): KerningLookups | undefined
		getKerningValue(lookups: KerningLookups, leftIndex: number, rightIndex: number): number
	}

	export interface Font {
		unitsPerEm: number
		tables: { os2: { sCapHeight: number } }
		position: Position
		charToGlyph(char: string): Glyph
		hasChar(char: string): boolean
		getKerningValue(left: Glyph, right: Glyph): number
	}

	export function parse(buffer: ArrayBuffer | Uint8Array): Font

	const opentype: { parse: typeof parse }
	export default opentype
}
