import {
	BOTTLE_ROUNDING,
	bottlesPerCavity,
	type Container,
	containerFactor,
	containerLitres,
	fillers,
	ISOBARIC_DERATING,
	JAR,
	JAR_ROUNDING,
	jarLines,
	LINE_EFFICIENCY,
	LINEAR,
	LINEAR_CYCLE_SECONDS,
	linearFillerHeads,
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

/** A rotary rinse-fill-cap monobloc, a linear filler (5-litre containers) or a jar line. */
export type FillingMachine = 'monobloc' | 'linear' | 'jar'

export type FillingDesign = {
	machine: FillingMachine
	/** Rinse-fill-cap heads of the smallest machine that meets the output; a linear filler's nozzles. */
	heads: string
	/** Identical lines sharing the output: one, or two beyond the largest monobloc. */
	lines: number
	/** Containers per hour each filler is rated for with this container. */
	ratedOutput: number
	/** Share of the rating a line makes over a shift. */
	lineEfficiency: number
	/** Share of its still-water rating an isobaric filler makes; undefined for other products. */
	isobaricDerating?: number
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

/** Containers per hour a linear filler of this many heads makes, each head filling one per cycle. */
export const linearRating = (heads: number) => Math.floor((heads * 3600) / LINEAR_CYCLE_SECONDS)

const machineFor = (container: Container): FillingMachine =>
	container === JAR ? 'jar' : container === LINEAR ? 'linear' : 'monobloc'

/** What each machine holds with this container, still: the bottom of its range, derated for size. */
function stillRatings(container: Container) {
	const machine = machineFor(container)
	if (machine === 'jar') return jarLines.map((line) => ({ heads: line.heads, rated: line.min }))
	if (machine === 'linear') {
		return linearFillerHeads.map((heads) => ({ heads: String(heads), rated: linearRating(heads) }))
	}
	const factor = containerFactor(containerLitres[container])
	return fillers.map((filler) => ({ heads: filler.heads, rated: Math.floor(filler.min * factor) }))
}

const isobaricDerating = (product: Product) =>
	product === 'carbonated' ? ISOBARIC_DERATING : undefined

/** Each machine's guaranteed output with this container and product, containers per hour. */
export function ratedLines(container: Container, product: Product) {
	const derating = isobaricDerating(product) ?? 1
	return stillRatings(container).map((line) => ({
		heads: line.heads,
		rated: Math.floor(line.rated * derating),
	}))
}

/** What `lines` lines of this rating make over a shift, containers per hour. */
const madeBy = (rated: number, lines: number) => Math.floor(rated * LINE_EFFICIENCY * lines)

/** The most the largest lines make with this container and product, containers per hour. */
export const largestOutput = (container: Container, product: Product) =>
	madeBy(Math.max(...ratedLines(container, product).map((line) => line.rated)), MAX_LINES)

/** The fewest lines of the smallest machine whose output over a shift meets the need. */
function linesFor(container: Container, product: Product, outputNeeded: number) {
	const rated = ratedLines(container, product)
	for (let lines = 1; lines <= MAX_LINES; lines++) {
		const line = rated.find((candidate) => madeBy(candidate.rated, lines) >= outputNeeded)
		if (line) return { ...line, lines }
	}
	throw new Error(`no ${MAX_LINES} lines make ${outputNeeded} containers per hour`)
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step

export function sizeFillingLine(input: FillingInput): FillingDesign {
	const outputNeeded = outputPerHour(input)
	const { container, product } = input
	const line = linesFor(container, product, outputNeeded)
	const machine = machineFor(container)
	const step = machine === 'jar' ? JAR_ROUNDING : BOTTLE_ROUNDING
	const litres = containerLitres[container]
	const blowMoulderRating = roundUp(line.rated * lineMachineRatings.blowMoulder, step)
	return {
		machine,
		heads: line.heads,
		lines: line.lines,
		ratedOutput: line.rated,
		lineEfficiency: LINE_EFFICIENCY,
		isobaricDerating: isobaricDerating(product),
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
		equipment: productEquipment[product],
	}
}
