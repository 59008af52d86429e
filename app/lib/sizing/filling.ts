import {
	BOTTLE_ROUNDING,
	bottlesPerCavity,
	type Container,
	containerFactor,
	containerLitres,
	fillers,
	JAR,
	JAR_ROUNDING,
	jarLines,
	LINE_EFFICIENCY,
	lineMachineRatings,
	MAX_LINES,
	type Product,
	type ProductEquipment,
	productEquipment,
	RINSE_AND_CLEANING_ALLOWANCE,
} from './filling-rules.ts'

export type OutputUnit = 'bph' | 'bpm'

export type FillingInput = {
	product: Product
	container: Container
	output: number
	unit: OutputUnit
}

export type FillingDesign = {
	/** Rinse-fill-cap heads of the smallest filler (or jar line) that meets the output. */
	heads: string
	isJarLine: boolean
	/** Identical lines sharing the output: one, or two beyond the largest monobloc. */
	lines: number
	/** Containers per hour each filler is rated for with this container. */
	ratedOutput: number
	/** Share of the rating a line makes over a shift. */
	lineEfficiency: number
	/** Containers per hour asked for. */
	outputNeeded: number
	/** L/h of treated water: product, rinsing and cleaning. */
	treatedWater: number
	/** Undefined for jar lines: returnable jars are washed on the line, not blown. */
	blowMoulder?: { cavities: number; rating: number }
	labeller: number
	packing: number
	equipment: readonly ProductEquipment[]
}

export const outputPerHour = (input: Pick<FillingInput, 'output' | 'unit'>) =>
	input.unit === 'bpm' ? input.output * 60 : input.output

/** Each filler's guaranteed output with this container: the bottom of its range, derated for size. */
export function ratedLines(container: Container) {
	if (container === JAR) return jarLines.map((line) => ({ heads: line.heads, rated: line.min }))
	const factor = containerFactor(containerLitres[container])
	return fillers.map((filler) => ({ heads: filler.heads, rated: Math.floor(filler.min * factor) }))
}

/** What `lines` lines of this rating make over a shift, containers per hour. */
const madeBy = (rated: number, lines: number) => Math.floor(rated * LINE_EFFICIENCY * lines)

/** The most the largest lines make with this container, containers per hour. */
export const largestOutput = (container: Container) =>
	madeBy(Math.max(...ratedLines(container).map((line) => line.rated)), MAX_LINES)

/** The fewest lines of the smallest filler whose output over a shift meets the need. */
function linesFor(container: Container, outputNeeded: number) {
	for (let lines = 1; lines <= MAX_LINES; lines++) {
		const line = ratedLines(container).find(
			(candidate) => madeBy(candidate.rated, lines) >= outputNeeded,
		)
		if (line) return { ...line, lines }
	}
	throw new Error(`no ${MAX_LINES} lines make ${outputNeeded} containers per hour`)
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step

export function sizeFillingLine(input: FillingInput): FillingDesign {
	const outputNeeded = outputPerHour(input)
	const line = linesFor(input.container, outputNeeded)
	const { container } = input
	const isJarLine = container === JAR
	const step = isJarLine ? JAR_ROUNDING : BOTTLE_ROUNDING
	const litres = containerLitres[input.container]
	const blowMoulderRating = roundUp(line.rated * lineMachineRatings.blowMoulder, step)
	return {
		heads: line.heads,
		isJarLine,
		lines: line.lines,
		ratedOutput: line.rated,
		lineEfficiency: LINE_EFFICIENCY,
		outputNeeded,
		treatedWater: outputNeeded * litres * (1 + RINSE_AND_CLEANING_ALLOWANCE),
		blowMoulder:
			container === JAR
				? undefined
				: {
						cavities: Math.ceil(blowMoulderRating / bottlesPerCavity[container]),
						rating: blowMoulderRating,
					},
		labeller: roundUp(line.rated * lineMachineRatings.labeller, step),
		packing: roundUp(line.rated * lineMachineRatings.packing, step),
		equipment: productEquipment[input.product],
	}
}
