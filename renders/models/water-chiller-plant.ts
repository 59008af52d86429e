// An air-cooled industrial water chiller of about 20 TR as shipped, 2.2 m long, 1.1 m deep and 2.2 m
// tall: the finned condenser coils down both long sides of the upper section with two axial fans on
// the top deck; below, behind the removed service panel, two scroll compressors on their rails with
// their copper lines, the insulated plate evaporator, the insulated stainless water tank and its
// pump; the electrical box with the digital controller at the front left, and the chilled-water
// supply and return connections with valves out of the right-hand end.

import {
	at,
	box,
	controlPanel,
	cylinder,
	gauge,
	group,
	materials,
	pipe,
	turned,
	verticalPump,
} from '../parts.ts'
import { condenserFan, finnedCoil, inlineValve, merged, paints } from '../parts-c.ts'
import type { Model } from '../studio.ts'

const LENGTH = 2.2
const DEPTH = 1.1
const BASE = 0.12
const DECK = 1.02
const TOP = 2.05
const POST = 0.05
const EVAPORATOR = 0.36

/** A hermetic scroll compressor: the charcoal shell on rubber feet, its terminal cover and ports. */
function scrollCompressor() {
	const shell = turned(
		[
			[0.0001, 0.04],
			[0.12, 0.05],
			[0.13, 0.1],
			[0.13, 0.42],
			[0.12, 0.5],
			[0.07, 0.55],
			[0.0001, 0.56],
		],
		paints.compressor,
	)
	const whole = group(box(0.34, 0.04, 0.3, materials.steelDark), shell)
	whole.add(at(box(0.1, 0.08, 0.05, paints.compressor), 0, 0.3, 0.13))
	whole.add(at(cylinder(0.02, 0.05, paints.copper), 0, 0.55, 0))
	return whole
}

function build() {
	const chiller = group()
	const half = DEPTH / 2
	// The base channel, corner posts and the intermediate deck between the two sections.
	chiller.add(box(LENGTH, BASE, DEPTH, materials.paintNavy))
	for (const x of [-LENGTH / 2 + POST / 2, LENGTH / 2 - POST / 2]) {
		for (const z of [-half + POST / 2, half - POST / 2]) {
			chiller.add(at(box(POST, TOP - BASE, POST, paints.white), x, BASE, z))
		}
	}
	chiller.add(at(box(LENGTH, 0.05, DEPTH, paints.white), 0, DECK - 0.05, 0))
	chiller.add(at(box(LENGTH - 0.02, DECK - BASE - 0.05, 0.02, paints.white), 0, BASE, -half + 0.02))
	chiller.add(
		at(box(0.02, DECK - BASE - 0.05, DEPTH - 0.02, paints.white), -LENGTH / 2 + 0.02, BASE, 0),
	)
	chiller.add(
		at(box(0.02, DECK - BASE - 0.05, DEPTH - 0.02, paints.white), LENGTH / 2 - 0.02, BASE, 0),
	)
	chiller.add(at(box(LENGTH, 0.04, 0.06, paints.white), 0, DECK - 0.09, half - 0.03))

	// Upper section: the coils down both long sides, the ends closed, the fan deck on top.
	const coilHeight = TOP - DECK - 0.08
	for (const side of [-1, 1]) {
		const coil = finnedCoil(LENGTH - 0.16, coilHeight, 0.1)
		coil.rotation.y = side > 0 ? 0 : Math.PI
		chiller.add(at(coil, 0, DECK, side * (half - 0.06)))
		for (let y = DECK + 0.06; y < TOP - 0.1; y += 0.075) {
			const bend = cylinder(0.011, 0.05, paints.copper)
			bend.rotation.x = Math.PI / 2
			chiller.add(at(bend, -LENGTH / 2 + 0.06, y, side * (half - 0.06)))
		}
	}
	for (const side of [-1, 1]) {
		chiller.add(
			at(box(0.03, coilHeight, DEPTH - 0.1, paints.white), side * (LENGTH / 2 - 0.05), DECK, 0),
		)
	}
	chiller.add(at(box(LENGTH, 0.06, DEPTH, paints.white), 0, TOP - 0.08, 0))
	chiller.add(at(box(LENGTH + 0.01, 0.025, DEPTH + 0.01, materials.paintNavy), 0, TOP - 0.04, 0))
	for (const x of [-0.52, 0.52]) {
		chiller.add(at(condenserFan(0.4), x, TOP - 0.02 + 0.12, 0))
		chiller.add(at(cylinder(0.45, 0.03, paints.white), x, TOP - 0.02, 0))
	}

	// Lower section, front open for service: the electrical box with the controller at the left.
	chiller.add(
		at(
			controlPanel(0.58, DECK - BASE - 0.12, 0.28, { plinth: 0 }),
			-0.74,
			BASE + 0.02,
			half - 0.16,
		),
	)
	const compressors = [-0.3, 0.04]
	for (const z of [-0.1, 0.2])
		chiller.add(at(box(0.75, 0.05, 0.05, materials.steelDark), -0.13, BASE, z))
	for (const x of compressors) {
		chiller.add(at(scrollCompressor(), x, BASE + 0.05, 0.05))
		// Discharge up to the coil's header, suction back from the evaporator.
		chiller.add(
			pipe(
				[
					[x, BASE + 0.6, 0.05],
					[x, DECK - 0.16, 0.05],
					[x, DECK - 0.16, -0.3],
					[x, DECK + 0.1, -0.3],
				],
				0.014,
				paints.copper,
			),
		)
		chiller.add(
			pipe(
				[
					[x + 0.13, BASE + 0.35, 0.05],
					[x + 0.18, BASE + 0.35, 0.05],
					[x + 0.18, BASE + 0.72, 0.05],
					[EVAPORATOR, BASE + 0.72, 0.05],
					[EVAPORATOR, BASE + 0.72, -0.24],
				],
				0.018,
				paints.insulation,
			),
		)
	}
	// The brazed plate evaporator in its black insulation, and the refrigerant filter drier.
	chiller.add(at(box(0.16, 0.56, 0.14, paints.insulation), EVAPORATOR, BASE + 0.16, -0.33))
	chiller.add(
		pipe(
			[
				[-0.4, DECK - 0.2, -0.42],
				[0.35, DECK - 0.2, -0.42],
			],
			0.01,
			paints.copper,
		),
	)
	chiller.add(at(cylinder(0.03, 0.16, paints.copper), 0.05, DECK - 0.28, -0.42))

	// The insulated stainless tank, its level sight tube and the process pump beside it.
	const tankX = 0.78
	const tankZ = 0.14
	chiller.add(at(cylinder(0.26, 0.58, materials.stainless), tankX, BASE + 0.04, tankZ))
	for (const y of [0.1, 0.32, 0.54]) {
		chiller.add(at(cylinder(0.265, 0.02, materials.steelDark), tankX, BASE + 0.04 + y, tankZ))
	}
	chiller.add(
		at(
			turned(
				[
					[0.26, 0],
					[0.2, 0.05],
					[0.0001, 0.06],
				],
				materials.stainless,
			),
			tankX,
			BASE + 0.62,
			tankZ,
		),
	)
	chiller.add(at(cylinder(0.012, 0.45, paints.clearWater), tankX + 0.2, BASE + 0.12, tankZ + 0.17))
	const pumpX = 0.8
	const pumpZ = -0.3
	chiller.add(at(verticalPump(1.5), pumpX, BASE, pumpZ))
	const port = 0.11 * Math.cbrt(1.5 / 7.5)
	const portY = BASE + port
	chiller.add(
		pipe(
			[
				[pumpX - 0.11, portY, pumpZ],
				[pumpX - 0.2, portY, pumpZ],
				[pumpX - 0.2, portY, tankZ - 0.17],
			],
			0.022,
			materials.stainless,
		),
	)
	// Chilled-water supply from the pump and return into the tank, out through the right-hand end.
	const outside = LENGTH / 2 + 0.2
	chiller.add(
		pipe(
			[
				[pumpX + 0.11, portY, pumpZ],
				[pumpX + 0.2, portY, pumpZ],
				[pumpX + 0.2, 0.5, pumpZ],
				[outside, 0.5, pumpZ],
			],
			0.025,
			materials.stainless,
			{ flanged: true },
		),
	)
	chiller.add(
		pipe(
			[
				[tankX, 0.76, tankZ],
				[tankX, 0.86, tankZ],
				[outside, 0.86, tankZ],
			],
			0.025,
			materials.stainless,
			{ flanged: true },
		),
	)
	chiller.add(at(inlineValve(0.025, 'x'), LENGTH / 2 + 0.08, 0.5, pumpZ))
	chiller.add(at(inlineValve(0.025, 'x'), LENGTH / 2 + 0.08, 0.86, tankZ))
	chiller.add(at(gauge(0.035), LENGTH / 2 + 0.16, 0.52, pumpZ))
	return merged(chiller)
}

export default { build, turn: 34, tilt: 22 } satisfies Model
