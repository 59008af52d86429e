// The parts of subset-font 2 that the build scripts use; the package ships no types.
declare module 'subset-font' {
	type SubsetOptions = {
		targetFormat: 'sfnt' | 'woff' | 'woff2'
		keepFeatures?: string[]
		noHinting?: boolean
		variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
	}
	export default function subsetFont(
		font: Uint8Array,
		text: string,
		options: SubsetOptions,
	): Promise<Buffer>
}
