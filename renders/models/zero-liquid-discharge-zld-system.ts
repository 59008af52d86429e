// A zero liquid discharge plant of about 50 m³/day as erected on its plinth, left to right: two FRP
// effluent tanks 1.5 m across; in front of them the ultrafiltration skid (four vertical UF modules)
// and the high-recovery RO skid (four 8-inch housings, high-pressure pump, cartridge filter); the
// motor control centre; the triple-effect evaporator, three stainless calandria columns 4 m tall with
// their vapour separators and the surface condenser in a painted steel structure; and the agitated
// thin film dryer on its stand, its drive on top and the salt bin under it.
import {
	at,
	box,
	cartridgeHousing,
	controlPanel,
	cylinder,
	endSuctionPump,
	frame,
	gauge,
	group,
	materials,
	membraneHousing,
	pipe,
	turned,
	verticalPump,
	vessel,
} from '../parts.ts'
import { flangePair, guardRail, inlineValve, ladder, merged, paints, rod } from '../parts-c.ts'
import type { Model } from '../studio.ts'

const TANK_RADIUS = 0.75
const TANK_HEIGHT = 2.3

/** A flat-bottomed FRP tank with a conical roof, manhole, vent and side ladder. */
function effluentTank() {
	const whole = group(cylinder(TANK_RADIUS + 0.1, 0.15, materials.concrete))
	whole.add(at(cylinder(TANK_RADIUS, TANK_HEIGHT, materials.frp), 0, 0.15, 0))
	for (const y of [0.7, 1.4, 2.1]) {
		whole.add(at(cylinder(TANK_RADIUS + 0.015, 0.05, materials.frp), 0, 0.15 + y, 0))
	}
	const roof = 0.15 + TANK_HEIGHT
	whole.add(
		at(
			turned(
				[
					[TANK_RADIUS + 0.02, 0],
					[0.12, 0.22],
					[0.0001, 0.22],
				],
				materials.frp,
			),
			0,
			roof,
			0,
		),
	)
	whole.add(at(cylinder(0.22, 0.1, materials.frp), 0.3, roof + 0.05, 0.1))
	whole.add(
		at(
			pipe(
				[
					[-0.3, 0, 0],
					[-0.3, 0.3, 0],
					[-0.45, 0.42, 0],
				],
				0.03,
				materials.upvc,
			),
			0,
			roof + 0.1,
			0,
		),
	)
	whole.add(
		at(
			ladder(TANK_HEIGHT + 0.3, 0.4, materials.steelDark),
			-TANK_RADIUS - 0.12,
			0.15,
			0,
			-Math.PI / 2,
		),
	)
	return whole
}

/** A stainless skid of four vertical UF modules between feed and filtrate headers, with its pump. */
function ufSkid() {
	const width = 1.4
	const depth = 0.7
	const whole = group(frame(width, depth, 2.0, materials.stainless, { midRail: false }))
	const xs = [-0.45, -0.15, 0.15, 0.45]
	for (const x of xs) {
		whole.add(at(cylinder(0.11, 1.35, materials.plastic), x, 0.38, -0.12))
		for (const y of [0.3, 1.73]) whole.add(at(cylinder(0.122, 0.09, paints.grey), x, y, -0.12))
		whole.add(at(cylinder(0.03, 0.1, materials.upvc), x, 1.82, -0.12))
		whole.add(at(cylinder(0.03, 0.25, materials.upvc), x, 0.05, -0.12))
		whole.add(at(box(0.05, 0.04, depth, materials.stainless), x, 0.95, 0))
	}
	whole.add(
		pipe(
			[
				[-0.62, 1.9, -0.12],
				[0.62, 1.9, -0.12],
			],
			0.04,
			materials.upvc,
		),
	)
	whole.add(
		pipe(
			[
				[-0.62, 0.2, -0.12],
				[0.62, 0.2, -0.12],
			],
			0.04,
			materials.upvc,
		),
	)
	whole.add(at(verticalPump(3), 0.4, 0.05, 0.18))
	whole.add(
		pipe(
			[
				[0.4 + 0.1, 0.13, 0.18],
				[0.62, 0.13, 0.18],
				[0.62, 0.2, -0.12],
			],
			0.03,
			materials.stainless,
		),
	)
	whole.add(at(gauge(0.04), -0.3, 1.9, -0.08))
	return whole
}

/** The high-recovery RO skid: two banks of 8-inch housings, the high-pressure pump and the filter. */
function roSkid() {
	const width = 2.2
	const whole = group(frame(width, 0.8, 1.85, materials.stainless, { bays: 2 }))
	for (const z of [-0.2, 0.2]) {
		for (const y of [1.2, 1.55]) whole.add(at(membraneHousing(1.85, 8, materials.frp), -0.02, y, z))
	}
	for (const x of [-0.7, 0.65]) whole.add(at(box(0.06, 0.55, 0.7, materials.steelDark), x, 1.06, 0))
	for (const x of [-1.08, 1.04]) {
		whole.add(
			pipe(
				[
					[x, 0.5, 0.2],
					[x, 1.62, 0.2],
					[x, 1.62, -0.2],
					[x, 1.05, -0.2],
				],
				0.025,
				materials.stainless,
			),
		)
	}
	whole.add(at(verticalPump(7.5), 0.35, 0.05, 0.05))
	whole.add(at(cartridgeHousing(0.8, 0.1), -0.6, 0.05, 0.05))
	whole.add(
		pipe(
			[
				[-0.6, 0.3, 0.05],
				[0.22, 0.3, 0.05],
				[0.22, 0.16, 0.05],
			],
			0.025,
			materials.stainless,
		),
	)
	whole.add(
		pipe(
			[
				[0.48, 0.16, 0.05],
				[1.04, 0.16, 0.05],
				[1.04, 0.5, 0.2],
			],
			0.025,
			materials.stainless,
		),
	)
	for (const [index, x] of [-0.25, -0.05, 0.15].entries()) {
		whole.add(at(box(0.035, 0.24, 0.035, paints.clearWater), x, 0.62, 0.38))
		whole.add(at(box(0.02, 0.02, 0.02, materials.accent), x, 0.7 + index * 0.03, 0.38))
	}
	whole.add(at(box(0.6, 0.02, 0.02, materials.stainless), -0.05, 0.6, 0.38))
	return whole
}

const CALANDRIA = 0.28
const SEPARATOR = 0.38
const BACK = -0.35
const FRONT = 0.45
const VAPOUR_Y = 4.35
const SIDE_NOZZLE = 3.6

/**
 * The triple-effect evaporator: each effect a tall calandria (tube bundle in a stainless shell,
 * tube sheets flanged top and bottom) discharging into a vapour separator in front of it, whose
 * vapour heats the next calandria; the last vapour goes to the surface condenser.
 */
function evaporator(effects: readonly number[], condenserX: number) {
	const whole = group()
	for (const [index, x] of effects.entries()) {
		const column = vessel(CALANDRIA, 3.0, materials.stainless, { legs: 0, legHeight: 0.8 })
		whole.add(at(column, x, 0, BACK))
		for (const y of [0.9, 1.0, 3.78, 3.88]) {
			whole.add(at(cylinder(CALANDRIA + 0.05, 0.04, materials.steelDark), x, y, BACK))
		}
		for (const y of [2.2, 2.26, 2.32])
			whole.add(at(cylinder(CALANDRIA + 0.03, 0.03, materials.stainless), x, y, BACK))
		whole.add(
			at(vessel(SEPARATOR, 1.4, materials.stainless, { legs: 0, legHeight: 1.6 }), x, 0, FRONT),
		)
		whole.add(at(cylinder(SEPARATOR + 0.03, 0.05, materials.steelDark), x, 2.5, FRONT))
		// Boiling liquor from the calandria's foot into the separator's side.
		const middle = (BACK + FRONT) / 2
		whole.add(
			pipe(
				[
					[x, 0.78, BACK],
					[x, 0.45, BACK],
					[x, 0.45, middle],
					[x, 2.0, middle],
					[x, 2.0, FRONT - SEPARATOR + 0.02],
				],
				0.07,
				materials.stainless,
			),
		)
		// The separator's vapour over to the next calandria's shell, or to the condenser.
		const next = effects[index + 1]
		const top = 1.6 + SEPARATOR * 0.8 + 1.4 - 0.02
		const over = next === undefined ? condenserX : x + (next - x) / 2
		const run: [number, number, number][] = [
			[x, top, FRONT],
			[x, VAPOUR_Y, FRONT],
			[over, VAPOUR_Y, FRONT],
			[over, VAPOUR_Y, BACK],
		]
		if (next === undefined) run.push([over, 3.82, BACK])
		else run.push([over, SIDE_NOZZLE, BACK], [next - CALANDRIA + 0.02, SIDE_NOZZLE, BACK])
		whole.add(pipe(run, 0.09, materials.stainless))
	}
	const first = effects[0] ?? 0
	// Live steam into the first effect through its control valve.
	whole.add(
		pipe(
			[
				[first - 0.9, SIDE_NOZZLE, BACK],
				[first - CALANDRIA + 0.02, SIDE_NOZZLE, BACK],
			],
			0.06,
			materials.stainless,
		),
	)
	whole.add(at(inlineValve(0.06, 'x', { wheel: true }), first - 0.6, SIDE_NOZZLE, BACK))
	whole.add(at(flangePair(0.06, 'x', materials.stainless), first - 0.9, SIDE_NOZZLE, BACK))
	whole.add(at(gauge(0.05), first - 0.42, SIDE_NOZZLE + 0.05, BACK))
	// The surface condenser with its cooling-water nozzles, and the vacuum pump under it.
	whole.add(
		at(vessel(0.24, 1.8, materials.stainless, { legs: 0, legHeight: 1.8 }), condenserX, 0, BACK),
	)
	for (const y of [2.1, 3.4]) {
		whole.add(
			pipe(
				[
					[condenserX, y, BACK],
					[condenserX, y, BACK - 0.45],
				],
				0.05,
				materials.stainless,
				{ flanged: true },
			),
		)
	}
	whole.add(at(endSuctionPump(4), condenserX, 0, FRONT + 0.1, Math.PI / 2))
	whole.add(
		pipe(
			[
				[condenserX, 1.75, BACK],
				[condenserX, 1.2, BACK],
				[condenserX, 1.2, FRONT - 0.15],
				[condenserX, 0.42, FRONT - 0.15],
			],
			0.035,
			materials.stainless,
		),
	)

	// The structure: columns, ring beams at two levels and cross beams beside each effect carrying
	// the columns' lugs.
	const x0 = first - 0.55
	const x1 = condenserX + 0.4
	const z0 = BACK - 0.5
	const z1 = FRONT + 0.55
	const steel = materials.paintNavy
	for (const x of [x0, x1]) {
		for (const z of [z0, z1]) whole.add(at(box(0.12, 3.1, 0.12, steel), x, 0, z))
	}
	for (const y of [1.5, 3.0]) {
		for (const z of [z0, z1])
			whole.add(at(box(x1 - x0 + 0.12, 0.14, 0.1, steel), (x0 + x1) / 2, y, z))
		for (const x of [x0, x1]) whole.add(at(box(0.1, 0.14, z1 - z0, steel), x, y, (z0 + z1) / 2))
		for (const x of effects) {
			for (const side of [-1, 1]) {
				whole.add(at(box(0.08, 0.12, z1 - z0, steel), x + side * 0.47, y, (z0 + z1) / 2))
			}
			const radius = y > 2 ? CALANDRIA : SEPARATOR
			const z = y > 2 ? BACK : FRONT
			whole.add(at(box(0.94, 0.1, 0.1, materials.steelDark), x, y + 0.14, z))
			if (y > 2) whole.add(at(cylinder(radius + 0.04, 0.12, materials.steelDark), x, y + 0.1, z))
		}
	}
	for (const x of [x0, x1]) {
		for (const z of [z0, z1]) whole.add(at(box(0.3, 0.02, 0.3, materials.steelDark), x, 0, z))
	}
	whole.add(
		guardRail(
			[
				[x0, z0],
				[x1, z0],
			],
			3.14,
		),
	)
	whole.add(at(box(x1 - x0, 0.04, 0.45, materials.steelDark), (x0 + x1) / 2, 3.0, z0 + 0.2))
	whole.add(at(ladder(3.1), x1 + 0.14, 0, z0 + 0.25, Math.PI / 2))
	return whole
}

/**
 * The agitated thin film dryer: a jacketed vertical shell whose rotor is driven from the geared
 * motor on top, standing on a four-legged frame over its rotary valve and salt bin.
 */
function thinFilmDryer() {
	const stand = 1.5
	const whole = group()
	const steel = materials.paintNavy
	for (const x of [-0.42, 0.42]) {
		for (const z of [-0.42, 0.42]) whole.add(at(box(0.1, stand, 0.1, steel), x, 0, z))
	}
	for (const side of [-1, 1]) {
		whole.add(at(box(0.94, 0.12, 0.1, steel), 0, stand - 0.12, side * 0.42))
		whole.add(at(box(0.1, 0.12, 0.94, steel), side * 0.42, stand - 0.12, 0))
		whole.add(rod([side * 0.42, 0.15, -0.42], [-side * 0.42, stand - 0.15, -0.42], 0.025, steel))
	}
	whole.add(
		turned(
			[
				[0.06, 0.95],
				[0.06, 1.2],
				[0.32, stand - 0.05],
				[0.32, stand + 0.1],
			],
			materials.stainless,
		),
	)
	whole.add(at(cylinder(0.32, 2.1, materials.polished), 0, stand, 0))
	whole.add(at(cylinder(0.38, 1.6, materials.stainless), 0, stand + 0.25, 0))
	for (const y of [stand + 0.2, stand + 1.85])
		whole.add(at(cylinder(0.41, 0.06, materials.steelDark), 0, y, 0))
	const top = stand + 2.1
	whole.add(at(cylinder(0.36, 0.06, materials.steelDark), 0, top, 0))
	whole.add(
		at(
			turned(
				[
					[0.32, 0],
					[0.16, 0.22],
					[0.0001, 0.22],
				],
				materials.stainless,
			),
			0,
			top + 0.06,
			0,
		),
	)
	whole.add(at(box(0.36, 0.3, 0.3, materials.motor), 0, top + 0.28, 0))
	whole.add(at(cylinder(0.14, 0.42, materials.motor), 0, top + 0.58, 0))
	whole.add(at(cylinder(0.15, 0.1, materials.motor, 0.12), 0, top + 1.0, 0))
	for (let fin = 0; fin < 12; fin++) {
		const angle = (fin / 12) * Math.PI * 2
		whole.add(
			at(
				box(0.02, 0.38, 0.02, materials.motor),
				Math.cos(angle) * 0.14,
				top + 0.6,
				Math.sin(angle) * 0.14,
			),
		)
	}
	// Feed and vapour nozzles near the top, steam into the jacket, condensate out at its foot.
	whole.add(
		pipe(
			[
				[0, stand + 1.9, 0.3],
				[0, stand + 1.9, 0.6],
			],
			0.045,
			materials.stainless,
			{ flanged: true },
		),
	)
	whole.add(
		pipe(
			[
				[0, top - 0.1, -0.3],
				[0, top - 0.1, -0.7],
			],
			0.08,
			materials.stainless,
			{ flanged: true },
		),
	)
	whole.add(
		pipe(
			[
				[0.36, stand + 1.6, 0.1],
				[0.6, stand + 1.6, 0.1],
			],
			0.03,
			materials.stainless,
			{ flanged: true },
		),
	)
	whole.add(at(gauge(0.045), 0.27, stand + 1.62, 0.25))
	// The rotary valve and the salt bin on castors.
	whole.add(at(box(0.2, 0.2, 0.2, materials.steelDark), 0, 0.75, 0))
	whole.add(at(box(0.22, 0.12, 0.12, materials.motor), 0.2, 0.79, 0))
	whole.add(at(box(0.7, 0.55, 0.6, paints.grey), 0, 0.08, 0))
	for (const x of [-0.28, 0.28]) {
		for (const z of [-0.22, 0.22]) whole.add(at(cylinder(0.04, 0.08, materials.rubber), x, 0, z))
	}
	return whole
}

function build() {
	const plant = group()
	// Back row: the effluent tanks and the evaporator; front row: the membrane skids, the MCC and the
	// dryer, so the tall columns stand behind the low skids as on a real plinth.
	const tankZ = -1.3
	const tanks = [-3.3, -1.5]
	for (const x of tanks) plant.add(at(effluentTank(), x, 0, tankZ))
	const ufX = -3.0
	const roX = -1.0
	const rowZ = 1.2
	plant.add(at(ufSkid(), ufX, 0, rowZ))
	plant.add(at(roSkid(), roX, 0, rowZ))
	// Effluent to the UF feed pump, UF filtrate to the RO, and RO reject on to the evaporator.
	const suctionX = ufX + 0.26
	const [firstTank = 0] = tanks
	const nozzleZ = tankZ + Math.sqrt(TANK_RADIUS ** 2 - (suctionX - firstTank) ** 2) - 0.02
	plant.add(
		pipe(
			[
				[suctionX, 0.32, nozzleZ],
				[suctionX, 0.32, rowZ - 0.7],
				[suctionX, 0.13, rowZ - 0.45],
				[suctionX, 0.13, rowZ + 0.13],
			],
			0.035,
			materials.upvc,
		),
	)
	plant.add(at(inlineValve(0.035, 'z'), suctionX, 0.32, tankZ + 1.1))
	plant.add(
		pipe(
			[
				[ufX + 0.62, 1.9, rowZ - 0.12],
				[roX - 1.2, 1.9, rowZ - 0.12],
				[roX - 1.2, 0.5, rowZ - 0.12],
				[roX - 1.08, 0.5, rowZ + 0.2],
			],
			0.035,
			materials.upvc,
		),
	)
	const meeZ = -1.1
	const effects = [0.5, 1.6, 2.7]
	const condenserX = 3.65
	plant.add(at(evaporator(effects, condenserX), 0, 0, meeZ))
	const [firstEffect = 0] = effects
	plant.add(
		pipe(
			[
				[roX + 1.04, 0.5, rowZ + 0.2],
				[roX + 1.3, 0.5, rowZ + 0.2],
				[roX + 1.3, 0.5, meeZ + 0.05],
				[firstEffect - 0.07, 0.5, meeZ + 0.05],
			],
			0.03,
			materials.stainless,
		),
	)
	plant.add(at(controlPanel(1.2, 1.9, 0.45), 1.3, 0, rowZ + 0.3))

	const dryerX = condenserX
	const dryerZ = 1.0
	plant.add(at(thinFilmDryer(), dryerX, 0, dryerZ))
	// Concentrate from the last separator to the dryer's feed nozzle, and the dryer's vapour back to
	// the condenser.
	const last = effects.at(-1) ?? 0
	plant.add(
		pipe(
			[
				[last, 1.62, meeZ + FRONT],
				[last, 1.2, meeZ + FRONT],
				[last, 1.2, dryerZ + 0.9],
				[dryerX, 1.2, dryerZ + 0.9],
				[dryerX, 3.4, dryerZ + 0.9],
				[dryerX, 3.4, dryerZ + 0.6],
			],
			0.03,
			materials.stainless,
		),
	)
	plant.add(
		pipe(
			[
				[dryerX, 3.5, dryerZ - 0.7],
				[condenserX, 3.5, meeZ + BACK + 0.22],
			],
			0.08,
			materials.stainless,
		),
	)
	return merged(plant)
}

export default { build, turn: 28, tilt: 20 } satisfies Model
