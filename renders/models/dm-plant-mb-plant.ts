// A two-bed demineralisation plant with its mixed bed polisher, about 5 m³/h, as shipped on one
// painted base 4.7 m long: the rubber-lined MS cation and anion vessels (800 mm across, 2.5 m tall)
// and the mixed bed unit (600 mm, with its sight glasses at the resin interface), each with its
// front piping and diaphragm valves; between them the FRP degasser tower on its degassed-water tank
// with the air blower on its side and the transfer pump that feeds the anion unit; and in front, the
// acid and alkali regeneration tanks with their lines and ejectors to the cation and anion units.
import {
	at,
	box,
	cylinder,
	endSuctionPump,
	gauge,
	group,
	materials,
	pipe,
	turned,
	vessel,
} from '../parts.ts'
import {
	chemicalTank,
	diaphragmValve,
	finishes,
	flange,
	flangedJoint,
	laid,
	pointed,
} from '../parts-a.ts'
import type { Model } from '../studio.ts'

const BASE = 0.1
const LEG = 0.45
const FACE_Z = 0.62
const INLET_Y = 1.75
const OUTLET_Y = 1.1
const LINE = 0.032
const REGEN = 0.02
const CATION = -1.5
const DEGASSER = { x: -0.3, z: -0.2, radius: 0.42, tank: 0.95, tower: 0.2, top: 3.0 }
const ANION = 0.9
const MIXED = 2.0
const TANK_Z = FACE_Z + 0.12
const TANKS = { acid: -0.62, alkali: 0.02, radius: 0.22, height: 0.85 }

/** The top of an ion-exchange vessel of `radius` and straight `shell` on the base and its legs. */
function topOf(radius: number, shell: number) {
	return BASE + LEG + radius * 0.8 + shell
}

/**
 * An ion-exchange unit at the origin: the painted vessel on four legs with its top manhole, the
 * inlet down its front from the top nozzle and the outlet up from the bottom nozzle, each through
 * its diaphragm valve, the inlet ending to the left and the outlet to the right.
 */
function exchanger(radius: number, shell: number) {
	const top = topOf(radius, shell)
	const rise = radius * 0.4
	const whole = group(
		at(vessel(radius, shell, materials.paintNavy, { legs: 0, legHeight: LEG }), 0, BASE, 0),
	)
	for (const [x, z] of [
		[-1, -1],
		[-1, 1],
		[1, -1],
		[1, 1],
	] as const) {
		const offset = (radius * 0.92) / Math.SQRT2
		const post = box(0.06, LEG + rise + 0.12, 0.06, materials.paintNavy)
		post.rotation.y = Math.PI / 4
		whole.add(at(post, x * offset, BASE, z * offset))
		whole.add(at(box(0.12, 0.012, 0.12, materials.paintNavy), x * offset, BASE, z * offset))
	}
	const manhole = top - rise * 0.25
	whole.add(at(cylinder(0.13, 0.12, materials.paintNavy), 0, manhole, -radius * 0.25))
	whole.add(at(flangedJoint(0.07, materials.paintNavy, 10), 0, manhole + 0.12, -radius * 0.25))

	const nozzleZ = radius * 0.5
	const nozzleTop = top + 0.08
	whole.add(at(cylinder(LINE + 0.004, 0.14, materials.paintNavy), 0, nozzleTop - 0.14, nozzleZ))
	whole.add(at(flangedJoint(LINE), 0, nozzleTop, nozzleZ))
	const over = nozzleTop + 0.14
	whole.add(
		pipe(
			[
				[0, nozzleTop, nozzleZ],
				[0, over, nozzleZ],
				[0, over, FACE_Z],
				[0, INLET_Y, FACE_Z],
				[-radius - 0.12, INLET_Y, FACE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	whole.add(at(diaphragmValve(LINE), 0, INLET_Y + 0.3, FACE_Z))
	whole.add(at(gauge(0.04), -radius + 0.05, INLET_Y + LINE, FACE_Z))
	const bottom = BASE + LEG + rise + 0.1
	whole.add(
		at(pointed(cylinder(LINE + 0.004, 0.12, materials.paintNavy), 'z'), 0, bottom, radius - 0.04),
	)
	whole.add(at(pointed(flangedJoint(LINE), 'z'), 0, bottom, radius + 0.08))
	whole.add(
		pipe(
			[
				[0, bottom, radius + 0.08],
				[0, bottom, FACE_Z],
				[0, OUTLET_Y, FACE_Z],
				[radius + 0.12, OUTLET_Y, FACE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	whole.add(at(diaphragmValve(LINE), 0, bottom + 0.16, FACE_Z))
	return whole
}

/**
 * The regenerant line from a chemical tank's outlet, along the base and up through its ejector into
 * the unit's distributor nozzle at `x` on the vessel's front.
 */
function regenerantLine(radius: number, x: number, tankSide: number) {
	const y = 1.95
	const shellZ = Math.sqrt(radius ** 2 - x ** 2)
	const front = TANK_Z
	const low = BASE + 0.2
	const whole = group(
		pipe(
			[
				[x, y, shellZ - 0.02],
				[x, y, front],
				[x, low, front],
				[tankSide, low, front],
			],
			REGEN,
			materials.upvc,
		),
	)
	whole.add(at(pointed(flangedJoint(REGEN), 'z'), x, y, shellZ + 0.06))
	// The ejector: motive water in from the side, regenerant drawn up from below.
	whole.add(at(cylinder(0.034, 0.22, materials.steelDark, 0.022), x, 0.6, front))
	whole.add(at(pointed(cylinder(REGEN, 0.12, materials.upvc), x > 0 ? 'x' : '-x'), x, 0.74, front))
	whole.add(at(diaphragmValve(REGEN), x, 1.3, front))
	return whole
}

/** A sight glass on the mixed bed's shell, facing `angle` round from the front. */
function sightGlass(angle: number, radius: number, y: number) {
	const window = group(pointed(cylinder(0.1, 0.05, materials.steelDark), 'z'))
	window.add(at(pointed(flange(0.05, materials.steelDark, 8), 'z'), 0, 0, 0.065))
	window.add(at(pointed(cylinder(0.07, 0.012, finishes.liquid), 'z'), 0, 0, 0.06))
	return at(window, Math.sin(angle) * radius, y, Math.cos(angle) * radius, angle)
}

/**
 * The degassing tower on its tank: the FRP tank, the tower with its domed head and water inlet, and
 * the blower on its bracket blowing air in at the tower's foot.
 */
function degasser() {
	const { radius, tank, tower, top } = DEGASSER
	const whole = group(at(cylinder(radius, tank, materials.frp), 0, BASE, 0))
	whole.add(at(cylinder(radius + 0.01, 0.04, materials.frp), 0, BASE + tank - 0.02, 0))
	const foot = BASE + tank
	const shell = top - foot - tower * 0.5
	whole.add(at(cylinder(tower + 0.04, 0.06, materials.frp), 0, foot, 0))
	whole.add(at(cylinder(tower, shell, materials.frp), 0, foot, 0))
	whole.add(
		at(
			turned(
				[
					[tower, 0],
					[tower * 0.8, tower * 0.3],
					[tower * 0.3, tower * 0.48],
					[0.0001, tower * 0.5],
				],
				materials.frp,
			),
			0,
			foot + shell,
			0,
		),
	)
	whole.add(at(cylinder(0.04, 0.12, materials.frp), 0, top - 0.02, 0))
	for (const y of [foot + 0.5, foot + shell - 0.3]) {
		whole.add(at(flangedJoint(tower * 0.55, materials.frp, 12), 0, y, 0))
	}
	// The blower on a bracket at the tower's right, its duct into the air inlet above the tank.
	const blowerX = tower + 0.2
	const blowerY = foot + 0.05
	whole.add(at(box(0.32, 0.03, 0.3, materials.steelDark), blowerX, blowerY, 0))
	const volute = pointed(cylinder(0.14, 0.09, materials.motor), 'z')
	whole.add(at(volute, blowerX, blowerY + 0.17, 0.04))
	const motor = pointed(cylinder(0.08, 0.2, materials.motor), '-z')
	whole.add(at(motor, blowerX, blowerY + 0.17, 0.04))
	whole.add(
		at(pointed(cylinder(0.06, 0.03, materials.steelDark), 'z'), blowerX, blowerY + 0.17, 0.13),
	)
	whole.add(at(box(0.12, 0.1, 0.14, materials.motor), blowerX, blowerY + 0.03, 0))
	whole.add(
		pipe(
			[
				[blowerX - 0.05, blowerY + 0.3, 0.04],
				[blowerX - 0.05, blowerY + 0.42, 0.04],
				[tower - 0.02, blowerY + 0.42, 0.04],
			],
			0.05,
			materials.frp,
		),
	)
	return whole
}

function build() {
	const plant = group()
	const from = -2.2
	const to = 2.55
	for (const z of [-0.55, 0.92]) {
		plant.add(at(box(to - from, BASE, 0.1, materials.paintNavy), (from + to) / 2, 0, z))
	}
	for (const x of [from + 0.05, -0.85, 0.4, 1.5, to - 0.05]) {
		plant.add(at(box(0.1, BASE, 1.37, materials.paintNavy), x, 0, 0.185))
	}
	plant.add(
		at(box(to - from, 0.012, 1.57, materials.steelDark), (from + to) / 2, BASE - 0.009, 0.185),
	)

	const ion = { radius: 0.4, shell: 1.5 }
	const mixed = { radius: 0.3, shell: 1.5 }
	plant.add(at(exchanger(ion.radius, ion.shell), CATION, 0, 0))
	plant.add(at(exchanger(ion.radius, ion.shell), ANION, 0, 0))
	plant.add(at(exchanger(mixed.radius, mixed.shell), MIXED, 0, 0))
	for (const y of [1.3, 1.7])
		plant.add(at(group(sightGlass(0.6, mixed.radius - 0.02, y)), MIXED, 0, 0))
	plant.add(at(degasser(), DEGASSER.x, 0, DEGASSER.z))

	// Raw water in at the left; cation outlet up to the degasser's distributor at the tower's head.
	const inletEnd = CATION - ion.radius - 0.25
	plant.add(
		pipe(
			[
				[inletEnd, INLET_Y, FACE_Z],
				[CATION - ion.radius - 0.1, INLET_Y, FACE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(at(laid(flange(LINE), '-x'), inletEnd, INLET_Y, FACE_Z))
	const riser = -0.9
	const feedY = DEGASSER.top - 0.3
	plant.add(
		pipe(
			[
				[CATION + ion.radius + 0.1, OUTLET_Y, FACE_Z],
				[riser, OUTLET_Y, FACE_Z],
				[riser, OUTLET_Y, DEGASSER.z],
				[riser, feedY, DEGASSER.z],
				[DEGASSER.x - DEGASSER.tower + 0.02, feedY, DEGASSER.z],
			],
			LINE,
			materials.upvc,
		),
	)

	// The transfer pump lies along z between the degasser tank and the anion unit.
	const kilowatts = 1.5
	const scale = Math.cbrt(kilowatts / 5.5)
	const pumpX = 0.32
	const pumpZ = 0.08
	const axis = BASE + 0.06 * scale + 0.11 * scale + 0.04 * scale
	plant.add(at(endSuctionPump(kilowatts), pumpX, BASE, pumpZ, Math.PI / 2))
	const dischargeZ = pumpZ - 0.22 * scale
	plant.add(
		pipe(
			[
				[pumpX, axis, pumpZ - 0.38 * scale],
				[pumpX, axis, -0.42],
				[DEGASSER.x + 0.3, axis, -0.42],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(
		pipe(
			[
				[pumpX, axis + 0.18 * scale, dischargeZ],
				[pumpX, INLET_Y, dischargeZ],
				[pumpX, INLET_Y, FACE_Z],
				[ANION - ion.radius - 0.1, INLET_Y, FACE_Z],
			],
			LINE,
			materials.upvc,
		),
	)

	// Anion outlet across to the mixed bed, and the mixed bed's outlet: the plant's treated water.
	const cross = (ANION + MIXED) / 2 + 0.05
	plant.add(
		pipe(
			[
				[ANION + ion.radius + 0.1, OUTLET_Y, FACE_Z],
				[cross, OUTLET_Y, FACE_Z],
				[cross, INLET_Y, FACE_Z],
				[MIXED - mixed.radius - 0.1, INLET_Y, FACE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	const outletEnd = MIXED + mixed.radius + 0.3
	plant.add(
		pipe(
			[
				[MIXED + mixed.radius + 0.1, OUTLET_Y, FACE_Z],
				[outletEnd, OUTLET_Y, FACE_Z],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(at(laid(flange(LINE), 'x'), outletEnd, OUTLET_Y, FACE_Z))
	// The conductivity cell on the treated-water line.
	plant.add(
		at(cylinder(0.018, 0.12, materials.steelDark), outletEnd - 0.12, OUTLET_Y + LINE, FACE_Z),
	)
	plant.add(
		at(cylinder(0.028, 0.05, materials.panel), outletEnd - 0.12, OUTLET_Y + LINE + 0.12, FACE_Z),
	)

	// Acid to the cation unit, alkali to the anion unit, each through its ejector.
	for (const [x, side] of [
		[TANKS.acid, -1],
		[TANKS.alkali, 1],
	] as const) {
		plant.add(at(chemicalTank(TANKS.radius, TANKS.height, { dosed: false }), x, BASE, TANK_Z))
		const outlet = x + side * TANKS.radius
		plant.add(
			at(
				pointed(cylinder(REGEN + 0.006, 0.06, materials.upvc), side < 0 ? '-x' : 'x'),
				outlet - side * 0.02,
				BASE + 0.2,
				TANK_Z,
			),
		)
	}
	plant.add(at(regenerantLine(ion.radius, 0.22, TANKS.acid - TANKS.radius - CATION), CATION, 0, 0))
	plant.add(at(regenerantLine(ion.radius, -0.22, TANKS.alkali + TANKS.radius - ANION), ANION, 0, 0))
	return plant
}

export default { build, turn: 30, tilt: 16 } satisfies Model
