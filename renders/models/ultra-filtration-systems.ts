// A hollow-fibre ultrafiltration skid of about 20 m³/h as shipped: six vertical 8-inch UF modules
// (1.75 m tall, white PVC with navy end caps) strapped in a row inside a 304 frame 2.6 m tall, the
// feed header along their feet, the concentrate header along their heads and the filtrate header
// above them, all stainless with actuated butterfly valves at their ends; the backwash pump and two
// chemical dosing tanks (the CEB dose of hypochlorite and acid) in the bay at the right-hand end and
// the control panel at the left, all on one painted base 4.8 m long.
import {
	at,
	box,
	controlPanel,
	cylinder,
	endSuctionPump,
	frame,
	gauge,
	group,
	materials,
	pipe,
	turned,
} from '../parts.ts'
import { butterflyValve, chemicalTank, flange, laid, pipeSupport, pointed } from '../parts-a.ts'
import type { Model } from '../studio.ts'

const BASE = 0.12
const DEPTH = 0.9
const HEIGHT = 2.45
const MODULES = [-0.9, -0.54, -0.18, 0.18, 0.54, 0.9]
const MODULE_Z = -0.1
const MODULE_FOOT = 0.42
const MODULE_HEIGHT = 1.75
const FEED_Y = MODULE_FOOT + 0.07
const CONCENTRATE_Y = MODULE_FOOT + MODULE_HEIGHT - 0.07
const FILTRATE_Y = MODULE_FOOT + MODULE_HEIGHT + 0.16
const FRONT_Z = 0.22
const HEADER = 0.05

/** One UF module standing on y = 0: the fibre bundle's white shell between moulded end caps. */
function ufModule() {
	const radius = 0.11
	const cap = 0.15
	const whole = group(at(cylinder(radius, MODULE_HEIGHT - cap * 2, materials.plastic), 0, cap, 0))
	whole.add(
		turned(
			[
				[0.0001, 0],
				[radius + 0.008, 0],
				[radius + 0.015, 0.02],
				[radius + 0.015, cap],
				[radius, cap + 0.01],
			],
			materials.paintNavy,
		),
	)
	whole.add(
		turned(
			[
				[radius, MODULE_HEIGHT - cap - 0.01],
				[radius + 0.015, MODULE_HEIGHT - cap],
				[radius + 0.015, MODULE_HEIGHT - 0.04],
				[radius - 0.02, MODULE_HEIGHT],
				[0.0001, MODULE_HEIGHT],
			],
			materials.paintNavy,
		),
	)
	// The filtrate port up through the head and the feed and concentrate ports out of the caps' sides.
	whole.add(at(cylinder(0.032, 0.1, materials.upvc), 0, MODULE_HEIGHT, 0))
	for (const y of [0.07, MODULE_HEIGHT - 0.07]) {
		whole.add(at(pointed(cylinder(0.034, 0.1, materials.upvc), 'z'), 0, y, radius))
	}
	return whole
}

/** A grooved coupling, the clamp that joins each module's port to its stainless branch. */
function coupling(axis: 'y' | 'z') {
	return pointed(cylinder(0.043, 0.04, materials.steelDark), axis)
}

function build() {
	const skid = group()
	// The base: a painted channel frame under a chequer-plate floor.
	const baseLength = 4.8
	const baseCentre = -0.04
	for (const z of [-DEPTH / 2 + 0.05, DEPTH / 2 - 0.05]) {
		skid.add(at(box(baseLength, BASE, 0.1, materials.paintNavy), baseCentre, 0, z))
	}
	for (const x of [-2.39, -1.1, 1.1, 2.31]) {
		skid.add(at(box(0.1, BASE, DEPTH - 0.2, materials.paintNavy), x, 0, 0))
	}
	skid.add(
		at(
			box(baseLength - 0.02, 0.01, DEPTH - 0.02, materials.steelDark),
			baseCentre,
			BASE - 0.007,
			0,
		),
	)

	// The module frame; the pump and the dosing tanks stand on the base beside it.
	skid.add(at(frame(2.2, DEPTH, HEIGHT, materials.stainless, { midRail: false }), 0, BASE, 0))
	// The modules stand on a rail between the frame's ends and are strapped to a second pair of rails
	// behind them.
	for (const x of [-1.075, 1.075]) {
		for (const y of [MODULE_FOOT - 0.05, 1.0, 1.8]) {
			skid.add(at(box(0.05, 0.05, DEPTH - 0.1, materials.stainless), x, y, 0))
		}
	}
	skid.add(at(box(2.1, 0.05, 0.08, materials.stainless), 0, MODULE_FOOT - 0.05, MODULE_Z))
	for (const y of [1.0, 1.8]) {
		skid.add(at(box(2.1, 0.05, 0.04, materials.stainless), 0, y, MODULE_Z - 0.16))
	}
	for (const x of MODULES) {
		skid.add(at(ufModule(), x, MODULE_FOOT, MODULE_Z))
		for (const y of [1.0, 1.8]) {
			skid.add(at(cylinder(0.128, 0.05, materials.steelDark), x, y, MODULE_Z))
			skid.add(at(box(0.03, 0.04, 0.04, materials.steelDark), x, y + 0.005, MODULE_Z - 0.13))
		}
		// Branches from the caps' side ports into the feed and concentrate headers.
		for (const y of [FEED_Y, CONCENTRATE_Y]) {
			skid.add(
				pipe(
					[
						[x, y, MODULE_Z + 0.2],
						[x, y, FRONT_Z],
					],
					0.034,
					materials.stainless,
				),
			)
			skid.add(at(coupling('z'), x, y, MODULE_Z + 0.2))
		}
		skid.add(
			pipe(
				[
					[x, MODULE_FOOT + MODULE_HEIGHT + 0.08, MODULE_Z],
					[x, FILTRATE_Y, MODULE_Z],
				],
				0.032,
				materials.stainless,
			),
		)
		skid.add(at(coupling('y'), x, MODULE_FOOT + MODULE_HEIGHT + 0.07, MODULE_Z))
	}

	// The three headers, each leaving at the left-hand end through its actuated valve.
	const left = -1.42
	for (const [y, z] of [
		[FEED_Y, FRONT_Z],
		[CONCENTRATE_Y, FRONT_Z],
		[FILTRATE_Y, MODULE_Z],
	] as const) {
		const right = 0.98
		skid.add(
			pipe(
				[
					[left, y, z],
					[right, y, z],
				],
				HEADER,
				materials.stainless,
			),
		)
		skid.add(at(butterflyValve(HEADER), -1.24, y, z))
		skid.add(at(laid(flange(HEADER), '-x'), left, y, z))
		if (y !== FILTRATE_Y) skid.add(at(laid(flange(HEADER), 'x'), right + 0.02, y, z))
		skid.add(at(gauge(0.045), -1.0, y + HEADER, z))
	}
	for (const x of [-0.72, 0.72]) {
		skid.add(at(pipeSupport(FEED_Y - BASE, HEADER), x, BASE, FRONT_Z))
	}

	// The backwash pump draws from the filtrate tank through the right-hand end and drives filtrate
	// back down the filtrate header, its riser clamped to the frame's end; the dosing pumps inject
	// into the riser's low run.
	const pumpX = 1.62
	const pumpZ = 0.2
	const scale = Math.cbrt(3 / 5.5)
	skid.add(at(endSuctionPump(3), pumpX, BASE, pumpZ))
	const axis = BASE + 0.06 * scale + 0.11 * scale + 0.04 * scale
	const dischargeX = pumpX + 0.22 * scale
	const riserX = 1.2
	const lowRun = 0.8
	skid.add(
		pipe(
			[
				[dischargeX, axis + 0.18 * scale, pumpZ],
				[dischargeX, lowRun, pumpZ],
				[riserX, lowRun, pumpZ],
				[riserX, FILTRATE_Y, pumpZ],
				[riserX, FILTRATE_Y, MODULE_Z],
				[0.98, FILTRATE_Y, MODULE_Z],
			],
			0.04,
			materials.stainless,
		),
	)
	skid.add(at(laid(butterflyValve(0.04, { manual: true }), 'y'), riserX, 1.3, pumpZ, Math.PI / 2))
	for (const y of [1.0, 1.8]) {
		skid.add(at(box(0.07, 0.04, 0.04, materials.stainless), 1.13, y, pumpZ))
		skid.add(at(cylinder(0.052, 0.04, materials.steelDark), riserX, y, pumpZ))
	}
	const suctionEnd = 2.36
	skid.add(
		pipe(
			[
				[pumpX + 0.38 * scale, axis, pumpZ],
				[suctionEnd, axis, pumpZ],
			],
			0.045,
			materials.stainless,
		),
	)
	skid.add(at(laid(flange(0.045), 'x'), suctionEnd, axis, pumpZ))
	skid.add(at(gauge(0.04), 2.2, axis + 0.045, pumpZ))
	skid.add(at(gauge(0.04), 1.5, lowRun + 0.04, pumpZ))

	for (const [index, x] of [1.45, 1.98].entries()) {
		const tankZ = -0.2
		skid.add(at(chemicalTank(0.2, 0.85), x, BASE, tankZ))
		// The dosing line from the pump head over to its injection point on the riser's low run.
		const head = x - 0.05 + 0.07
		const inject = 1.32 + index * 0.32
		const over = BASE + 0.85 + 0.2
		skid.add(
			pipe(
				[
					[head, BASE + 0.85 + 0.13, tankZ],
					[head, over, tankZ],
					[inject, over, pumpZ],
					[inject, lowRun + 0.04, pumpZ],
				],
				0.006,
				materials.plastic,
			),
		)
		skid.add(at(box(0.03, 0.04, 0.03, materials.steelDark), inject, lowRun + 0.03, pumpZ))
	}

	skid.add(at(controlPanel(0.8, 1.8, 0.35), -1.98, BASE, MODULE_Z))
	return skid
}

export default { build, turn: 30, tilt: 14 } satisfies Model
