// fontverter ships no types; the one function the typeface build calls.
declare module 'fontverter' {
	export function convert(font: Buffer, format: 'truetype' | 'woff2'): Promise<Buffer>
}
