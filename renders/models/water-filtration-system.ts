// A pressure filtration system of about 10 m³/h as shipped on its base: a multi-grade sand filter and
// an activated carbon filter, each a painted MS vessel 900 mm across and 2.5 m tall on four legs,
// with its top manhole, a side hand hole for changing the media and a 2-inch side-mounted multiport
// valve piped to its top and bottom nozzles; the feed pump at the left end, UPVC piping between them
// with a pressure gauge either side of each valve, all on one channel base 2.6 m long.
import {
	at,
	ballValve,
	box,
	cylinder,
	endSuctionPump,
	gauge,
	group,
	materials,
	pipe,
	vessel,
} from '../parts.ts'
import { flange, flangedJoint, laid, pointed } from '../parts-a.ts'
import type { Model } from '../studio.ts'

const BASE = 0.1
const RADIUS = 0.45
const LEG = 0.5
const RISE = RADIUS * 0.4
const SHELL = 1.4
const TOP = BASE + LEG + RISE * 2 + SHELL
const VESSELS = [-0.6, 0.6]
const VALVE_Y = BASE + 1.2
const VALVE_Z = RADIUS + 0.24
const LINE = 0.032

/** The height of a dished top head's surface at `offset` from the vessel's axis. */
function headHeight(offset: number) {
	return TOP - RISE + RISE * Math.sqrt(1 - (offset / RADIUS) ** 2)
}

/**
 * A side-mounted multiport valve, its dial facing +z: the moulded body, the dial with its six
 * positions and the lever that turns it.
 */
function multiportValve() {
	const body = pointed(cylinder(0.13, 0.13, materials.rubber), 'z')
	body.position.z = -0.065
	const dial = pointed(cylinder(0.105, 0.02, materials.plastic), 'z')
	dial.position.z = 0.065
	const whole = group(body, dial)
	for (let index = 0; index < 6; index++) {
		const angle = (index / 6) * Math.PI * 2
		whole.add(
			at(
				box(0.012, 0.012, 0.006, materials.steelDark),
				Math.cos(angle) * 0.085,
				Math.sin(angle) * 0.085 - 0.006,
				0.085,
			),
		)
	}
	const hub = pointed(cylinder(0.035, 0.05, materials.rubber), 'z')
	hub.position.z = 0.085
	const lever = box(0.035, 0.17, 0.025, materials.rubber)
	lever.rotation.z = -0.5
	lever.position.set(0.01, 0, 0.12)
	const grip = at(box(0.045, 0.05, 0.035, materials.accent), 0.085, 0.13, 0.12)
	grip.rotation.z = -0.5
	whole.add(hub, lever, grip)
	// Stub ports for the inlet, outlet and the lines to the vessel's top and bottom.
	for (const [axis, x, y] of [
		['x', 0.13, 0],
		['-x', -0.13, 0],
		['y', 0, 0.13],
		['-y', 0, -0.13],
	] as const) {
		whole.add(
			at(pointed(cylinder(LINE + 0.006, 0.05, materials.rubber), axis), x * 0.85, y * 0.85, 0),
		)
	}
	return whole
}

/** One filter: the vessel on its legs with manhole, hand hole, nozzles, valve and its piping. */
function filter() {
	const whole = group(
		at(vessel(RADIUS, SHELL, materials.paintNavy, { legs: 0, legHeight: LEG }), 0, BASE, 0),
	)
	// Four angle legs with base plates, welded to the shell's straight.
	for (const [x, z] of [
		[-1, -1],
		[-1, 1],
		[1, -1],
		[1, 1],
	] as const) {
		const lx = (x * RADIUS * 0.92) / Math.SQRT2
		const lz = (z * RADIUS * 0.92) / Math.SQRT2
		const post = box(0.07, LEG + RISE + 0.15, 0.07, materials.paintNavy)
		post.rotation.y = Math.PI / 4
		whole.add(at(post, lx, BASE, lz))
		whole.add(at(box(0.14, 0.012, 0.14, materials.paintNavy), lx, BASE, lz))
	}
	// The manhole on the top head, a little behind the inlet nozzle.
	const manholeY = headHeight(0.17) - 0.02
	whole.add(at(cylinder(0.16, TOP + 0.1 - manholeY, materials.paintNavy), 0, manholeY, -0.08))
	whole.add(at(flangedJoint(0.085, materials.paintNavy, 12), 0, TOP + 0.1, -0.08))
	whole.add(at(cylinder(0.2, 0.02, materials.paintNavy), 0, TOP + 0.1, -0.08))
	// The hand hole, turned toward the front right where the media is raked out.
	const handHole = group(pointed(cylinder(0.1, 0.1, materials.paintNavy), 'z'))
	handHole.add(at(pointed(flange(0.055, materials.paintNavy, 8), 'z'), 0, 0, 0.1))
	whole.add(
		at(
			handHole,
			Math.sin(0.7) * (RADIUS - 0.04),
			BASE + LEG + RISE + 0.3,
			Math.cos(0.7) * (RADIUS - 0.04),
			0.7,
		),
	)

	// The inlet nozzle on the top head and the outlet at the foot of the shell, both to the front.
	const inletZ = 0.3
	const nozzleTop = TOP + 0.14
	whole.add(
		at(
			cylinder(LINE + 0.004, nozzleTop - headHeight(inletZ) + 0.03, materials.paintNavy),
			0,
			headHeight(inletZ) - 0.03,
			inletZ,
		),
	)
	whole.add(at(flangedJoint(LINE, materials.steelDark), 0, nozzleTop, inletZ))
	const outletY = BASE + LEG + RISE + 0.08
	whole.add(
		at(pointed(cylinder(LINE + 0.004, 0.1, materials.paintNavy), 'z'), 0, outletY, RADIUS - 0.02),
	)
	whole.add(at(pointed(flangedJoint(LINE, materials.steelDark), 'z'), 0, outletY, RADIUS + 0.08))

	whole.add(at(multiportValve(), 0, VALVE_Y, VALVE_Z))
	const over = TOP + 0.22
	whole.add(
		pipe(
			[
				[0, VALVE_Y + 0.13, VALVE_Z],
				[0, over, VALVE_Z],
				[0, over, inletZ],
				[0, nozzleTop, inletZ],
			],
			LINE,
			materials.upvc,
		),
	)
	whole.add(
		pipe(
			[
				[0, VALVE_Y - 0.13, VALVE_Z],
				[0, outletY, VALVE_Z],
				[0, outletY, RADIUS + 0.08],
			],
			LINE,
			materials.upvc,
		),
	)
	return whole
}

function build() {
	const plant = group()
	const from = -1.5
	const to = 1.12
	const legOffset = (RADIUS * 0.92) / Math.SQRT2
	// Channels along the legs' rows and the front, with cross channels at the ends and under the pump.
	const rails = [-legOffset, legOffset, 0.82]
	for (const z of rails) {
		plant.add(at(box(to - from, BASE, 0.08, materials.paintNavy), (from + to) / 2, 0, z))
	}
	for (const x of [from + 0.04, -1.3, to - 0.04]) {
		plant.add(
			at(box(0.08, BASE, 0.82 + legOffset, materials.paintNavy), x, 0, (0.82 - legOffset) / 2),
		)
	}
	for (const x of VESSELS) plant.add(at(filter(), x, 0, 0))

	// The feed pump stands side-on at the left end, drawing from the front.
	const kilowatts = 2.2
	const scale = Math.cbrt(kilowatts / 5.5)
	const axis = BASE + 0.06 * scale + 0.11 * scale + 0.04 * scale
	const pumpX = -1.3
	const pumpZ = VALVE_Z - 0.22 * scale
	plant.add(at(endSuctionPump(kilowatts), pumpX, BASE, pumpZ, -Math.PI / 2))
	const inletEnd = 0.98
	plant.add(
		pipe(
			[
				[pumpX, axis, pumpZ + 0.38 * scale],
				[pumpX, axis, inletEnd],
			],
			LINE + 0.008,
			materials.upvc,
		),
	)
	plant.add(at(pointed(flange(LINE + 0.008, materials.upvc), 'z'), pumpX, axis, inletEnd))
	const first = VESSELS[0] ?? 0
	const second = VESSELS[1] ?? 0
	plant.add(
		pipe(
			[
				[pumpX, axis + 0.18 * scale, VALVE_Z],
				[pumpX, VALVE_Y, VALVE_Z],
				[first - 0.12, VALVE_Y, VALVE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(at(laid(ballValve(LINE), 'y'), pumpX, 0.75, VALVE_Z, Math.PI / 2))
	// Sand filter's outlet straight across into the carbon filter's inlet, and the treated-water outlet.
	plant.add(
		pipe(
			[
				[first + 0.12, VALVE_Y, VALVE_Z],
				[second - 0.12, VALVE_Y, VALVE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	const outletEnd = to + 0.1
	plant.add(
		pipe(
			[
				[second + 0.12, VALVE_Y, VALVE_Z],
				[outletEnd, VALVE_Y, VALVE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(at(laid(flange(LINE, materials.upvc), 'x'), outletEnd, VALVE_Y, VALVE_Z))
	plant.add(at(ballValve(LINE), outletEnd - 0.14, VALVE_Y, VALVE_Z))
	for (const x of [first - 0.28, 0, second + 0.28]) {
		plant.add(at(gauge(0.045), x, VALVE_Y + LINE, VALVE_Z))
	}
	return plant
}

export default { build, turn: 30, tilt: 14 } satisfies Model
