// A variable-speed pressure boosting set as shipped, on a stainless base 2.9 m long: three vertical
// multistage stainless pumps of 5.5 kW in a row, each with its isolating valves and a non-return valve,
// the suction manifold low along the front and the delivery manifold behind the pumps with its gauge
// and pressure transmitter, the 100-litre diaphragm tank on the delivery end, and the VFD control
// panel on its stand at the left-hand end of the base.

import {
	at,
	box,
	controlPanel,
	cylinder,
	gauge,
	group,
	lyingCylinder,
	materials,
	pipe,
	turned,
	verticalPump,
} from '../parts.ts'
import { flangePair, inlineValve, merged } from '../parts-c.ts'
import type { Model } from '../studio.ts'

const BASE = 0.12
const KILOWATTS = 5.5
const SCALE = Math.cbrt(KILOWATTS / 7.5)
/** The pumps' in-line ports, as verticalPump draws them, once each pump is turned to face front. */
const PORT_Y = BASE + 0.11 * SCALE
const PORT_REACH = 0.19 * SCALE
const SUCTION_Z = 0.46
const DELIVERY_Z = -0.36
const DELIVERY_Y = 0.8
const MAIN = 0.055
const BRANCH = 0.04
const PUMPS = [-0.3, 0.3, 0.9]

/** A 100-litre diaphragm tank: the pressed steel shell on its ring stand, the air valve on top. */
function diaphragmTank() {
	const whole = group(cylinder(0.2, 0.12, materials.steelDark, 0.18))
	whole.add(
		at(
			turned(
				[
					[0.05, 0],
					[0.2, 0.04],
					[0.25, 0.14],
					[0.25, 0.62],
					[0.2, 0.72],
					[0.06, 0.76],
					[0.0001, 0.76],
				],
				materials.frp,
			),
			0,
			0.1,
			0,
		),
	)
	whole.add(at(cylinder(0.255, 0.03, materials.frp), 0, 0.45, 0))
	whole.add(at(cylinder(0.02, 0.06, materials.stainless), 0, 0.85, 0))
	whole.add(at(cylinder(0.018, 0.04, materials.rubber), 0.07, 0.82, 0))
	return whole
}

function build() {
	const set = group()
	const length = 2.9
	const middle = 0.2
	// The base: two stainless channels with cross members and anti-vibration feet.
	for (const z of [-0.36, 0.36])
		set.add(at(box(length, BASE - 0.03, 0.08, materials.stainless), middle, 0.03, z))
	for (const x of [-1.15, ...PUMPS, 1.55])
		set.add(at(box(0.08, BASE - 0.03, 0.8, materials.stainless), x, 0.03, 0))
	for (const x of [middle - length / 2 + 0.1, middle + length / 2 - 0.1]) {
		for (const z of [-0.36, 0.36]) set.add(at(cylinder(0.05, 0.03, materials.rubber), x, 0, z))
	}

	for (const x of PUMPS) {
		set.add(at(verticalPump(KILOWATTS), x, BASE, 0, Math.PI / 2))
		// Suction branch: isolating valve, down the front to the manifold.
		set.add(
			pipe(
				[
					[x, PORT_Y, PORT_REACH],
					[x, PORT_Y, SUCTION_Z],
				],
				BRANCH,
				materials.stainless,
			),
		)
		set.add(at(inlineValve(BRANCH, 'z'), x, PORT_Y, PORT_REACH + 0.12))
		// Delivery branch: non-return valve, isolating valve, up into the manifold behind.
		set.add(
			pipe(
				[
					[x, PORT_Y, -PORT_REACH],
					[x, PORT_Y, DELIVERY_Z],
					[x, DELIVERY_Y - MAIN, DELIVERY_Z],
				],
				BRANCH,
				materials.stainless,
			),
		)
		const check = PORT_Y + 0.15
		set.add(at(cylinder(BRANCH * 1.6, 0.14, materials.steelDark), x, check, DELIVERY_Z))
		set.add(at(flangePair(BRANCH, 'y', materials.steelDark), x, check, DELIVERY_Z))
		set.add(at(flangePair(BRANCH, 'y', materials.steelDark), x, check + 0.14, DELIVERY_Z))
		const valve = inlineValve(BRANCH, 'x')
		valve.rotation.z = Math.PI / 2
		set.add(at(valve, x, DELIVERY_Y - 0.2, DELIVERY_Z))
	}

	// The manifolds: suction in at the right, blind at the left; delivery out at the right.
	const first = (PUMPS[0] ?? 0) - 0.2
	const last = (PUMPS.at(-1) ?? 0) + 0.55
	set.add(
		pipe(
			[
				[first, PORT_Y, SUCTION_Z],
				[last, PORT_Y, SUCTION_Z],
			],
			MAIN,
			materials.stainless,
			{ flanged: true },
		),
	)
	set.add(
		pipe(
			[
				[first, DELIVERY_Y, DELIVERY_Z],
				[last, DELIVERY_Y, DELIVERY_Z],
			],
			MAIN,
			materials.stainless,
			{ flanged: true },
		),
	)
	for (const z of [SUCTION_Z, DELIVERY_Z]) {
		const y = z > 0 ? PORT_Y : DELIVERY_Y
		set.add(
			at(lyingCylinder(MAIN * 1.9, MAIN * 0.5, materials.stainless), first - MAIN * 0.25, y, z),
		)
		// The delivery valve sits outboard of the diaphragm tank's tee.
		set.add(at(inlineValve(MAIN, 'x', { wheel: true }), last - (z > 0 ? 0.2 : 0.08), y, z))
	}
	set.add(at(gauge(0.05), (PUMPS[1] ?? 0) + 0.3, DELIVERY_Y + MAIN, DELIVERY_Z))
	set.add(
		at(
			cylinder(0.018, 0.16, materials.stainless),
			(PUMPS[0] ?? 0) + 0.3,
			DELIVERY_Y + MAIN,
			DELIVERY_Z,
		),
	)
	set.add(
		at(
			cylinder(0.024, 0.07, materials.steelDark),
			(PUMPS[0] ?? 0) + 0.3,
			DELIVERY_Y + MAIN + 0.16,
			DELIVERY_Z,
		),
	)
	set.add(at(gauge(0.04), (PUMPS[1] ?? 0) + 0.3, PORT_Y + MAIN, SUCTION_Z))

	// The diaphragm tank at the delivery end, teed off the manifold.
	const tankX = 1.45
	const tankZ = -0.02
	const tee = tankX - 0.2
	set.add(at(diaphragmTank(), tankX, BASE, tankZ))
	set.add(
		pipe(
			[
				[tankX, BASE + 0.9, tankZ],
				[tankX, DELIVERY_Y + 0.35, tankZ],
				[tee, DELIVERY_Y + 0.35, tankZ],
				[tee, DELIVERY_Y + 0.35, DELIVERY_Z],
				[tee, DELIVERY_Y + MAIN - 0.01, DELIVERY_Z],
			],
			0.02,
			materials.stainless,
		),
	)

	// The VFD panel on its stand at the left-hand end, facing front.
	const panelX = -0.88
	for (const x of [panelX - 0.25, panelX + 0.25])
		set.add(at(box(0.06, 0.45, 0.06, materials.stainless), x, BASE, -0.1))
	set.add(at(box(0.6, 0.04, 0.36, materials.stainless), panelX, BASE + 0.45, -0.1))
	set.add(at(controlPanel(0.6, 1.1, 0.32, { plinth: 0 }), panelX, BASE + 0.49, -0.1))
	for (let row = 0; row < 5; row++) {
		set.add(
			at(box(0.2, 0.012, 0.01, materials.steelDark), panelX - 0.14, BASE + 0.6 + row * 0.03, 0.065),
		)
	}
	return merged(set)
}

export default { build, turn: 30, tilt: 18 } satisfies Model
