// A 18-24-8 rinsing, filling and capping monobloc for 500 ml PET water bottles, about 120 bottles a
// minute, as shipped: a stainless base cabinet 3.2 m × 1.6 m on levelling feet with clear guarding
// on stainless posts above it (2.4 m to the roof), the 18-gripper rinser, the 24-valve gravity
// filler under its polished ring bowl and the 8-head capper, linked by nylon star wheels; the cap
// sorter on the roof with its chute down to the capper, the operator's screen on a swing arm, the
// infeed conveyor at the back left and the outfeed conveyor carrying capped bottles away on the right.

import { at, box, controlPanel, cylinder, group, materials, pipe, turned } from '../parts.ts'
import {
	around,
	bottle,
	capChute,
	capperTurret,
	conveyor,
	fillerTurret,
	guarding,
	lineMaterials,
	machineBase,
	PLATE,
	polar,
	STAR_PITCH,
	transferStar,
} from '../parts-b.ts'
import type { Model } from '../studio.ts'

const WIDTH = 3.2
const DEPTH = 1.6
/** The top of the base cabinet; the bottles stand a little above it on the turrets' plates. */
const TABLE = 1.0
const BED = TABLE + PLATE
const GUARD = 1.3

// Turret centres, chained so each star wheel's pitch circle touches its neighbours'.
const FILLER = [0, 0.02] as const
const FILLER_RADIUS = 0.5
const RINSER_RADIUS = 0.35
const CAPPER_RADIUS = 0.25
const STAR_IN = polar(FILLER, FILLER_RADIUS + STAR_PITCH, 160)
const RINSER = polar(STAR_IN, RINSER_RADIUS + STAR_PITCH, 200)
const STAR_RINSER = polar(RINSER, RINSER_RADIUS + STAR_PITCH, 240)
const STAR_OUT = polar(FILLER, FILLER_RADIUS + STAR_PITCH, 20)
const CAPPER = polar(STAR_OUT, CAPPER_RADIUS + STAR_PITCH, -20)
const STAR_CAPPER = polar(CAPPER, CAPPER_RADIUS + STAR_PITCH, 60)

/** The rinser: grippers turn each bottle neck-down over a spray nozzle and its drain trough. */
function rinser() {
	const whole = group()
	whole.add(
		at(
			turned(
				[
					[0.2, 0],
					[RINSER_RADIUS + 0.07, 0],
					[RINSER_RADIUS + 0.07, 0.08],
					[RINSER_RADIUS + 0.05, 0.08],
					[RINSER_RADIUS + 0.05, 0.02],
					[0.2, 0.02],
				],
				materials.stainless,
			),
			0,
			TABLE,
			0,
		),
	)
	whole.add(at(cylinder(0.08, 0.62, materials.stainless), 0, TABLE, 0))
	whole.add(at(cylinder(RINSER_RADIUS + 0.03, 0.03, materials.stainless), 0, TABLE + 0.42, 0))
	whole.add(at(cylinder(0.2, 0.14, materials.steelDark, 0.17), 0, TABLE + 0.62, 0))
	whole.add(
		around(18, RINSER_RADIUS, (x, z, angle) => {
			const unit = group()
			const upsideDown = bottle(0.21)
			upsideDown.rotation.x = Math.PI
			unit.add(at(upsideDown, 0, 0.38, 0))
			unit.add(at(box(0.05, 0.03, 0.05, lineMaterials.changePart), 0, 0.36, 0))
			unit.add(at(box(0.016, 0.06, 0.08, materials.steelDark), 0, 0.4, 0))
			unit.add(at(cylinder(0.006, 0.07, materials.steelDark), 0, 0.08, 0))
			unit.rotation.y = -angle
			return at(unit, x, TABLE, z)
		}),
	)
	return whole
}

/** The centrifugal cap sorter on its stand on the roof, and the rod chute down to the capper. */
function capFeed() {
	const roof = TABLE + GUARD
	const sorter = group()
	for (const [x, z] of [
		[-0.22, -0.22],
		[0.22, -0.22],
		[-0.22, 0.22],
		[0.22, 0.22],
	] as const) {
		sorter.add(at(box(0.04, 0.16, 0.04, materials.stainless), x, 0, z))
	}
	sorter.add(at(cylinder(0.36, 0.24, materials.stainless), 0, 0.16, 0))
	sorter.add(at(cylinder(0.37, 0.03, materials.steelDark), 0, 0.4, 0))
	sorter.add(at(cylinder(0.3, 0.08, lineMaterials.guard, 0.28), 0, 0.43, 0))
	sorter.add(at(cylinder(0.1, 0.1, materials.motor), 0, 0.06, 0))
	const sorterAt = [CAPPER[0] - 0.35, CAPPER[1] - 0.6] as const
	// The chute leaves the sorter's rim and slopes down to the pick-off point on the bottles' path,
	// where each passing neck takes a cap before the chucks come down on it.
	const pick = polar(CAPPER, CAPPER_RADIUS + 0.04, 225)
	const approach = polar(CAPPER, CAPPER_RADIUS + 0.3, 225)
	const chute = capChute([
		[sorterAt[0] + 0.38, roof + 0.3, sorterAt[1]],
		[approach[0], TABLE + 0.5, approach[1]],
		[pick[0], TABLE + 0.3, pick[1]],
	])
	chute.add(at(sorter, sorterAt[0], roof + 0.02, sorterAt[1]))
	return chute
}

function build() {
	const machine = group(machineBase(WIDTH, DEPTH, TABLE))
	machine.add(at(rinser(), RINSER[0], 0, RINSER[1]))
	machine.add(
		at(fillerTurret(FILLER_RADIUS, 24, { inlet: GUARD + 0.16 }), FILLER[0], TABLE, FILLER[1]),
	)
	machine.add(at(capperTurret(CAPPER_RADIUS, 8), CAPPER[0], TABLE, CAPPER[1]))
	const filled = { fill: 0.8 }
	machine.add(at(transferStar(10, [0, 1, 5, 6, 7]), STAR_RINSER[0], TABLE, STAR_RINSER[1]))
	machine.add(at(transferStar(10, [2, 3, 4]), STAR_IN[0], TABLE, STAR_IN[1]))
	machine.add(at(transferStar(10, [6, 7, 8, 9], filled), STAR_OUT[0], TABLE, STAR_OUT[1]))
	machine.add(
		at(
			transferStar(10, [0, 1, 2, 8, 9], { ...filled, capped: true }),
			STAR_CAPPER[0],
			TABLE,
			STAR_CAPPER[1],
		),
	)
	machine.add(at(guarding(WIDTH, DEPTH, GUARD, { bays: 3, sideBays: 2 }), 0, TABLE, 0))
	machine.add(at(box(WIDTH, 0.006, DEPTH, lineMaterials.guard), 0, TABLE + GUARD - 0.02, 0))
	machine.add(capFeed())

	// The infeed brings empty bottles to the rinser's star from the back left.
	const infeedZ = STAR_RINSER[1] - STAR_PITCH
	const infeedStart = -WIDTH / 2 - 0.3
	machine.add(
		at(
			conveyor(STAR_RINSER[0] - infeedStart, { top: BED, drive: false, legsAt: [0.15] }),
			infeedStart,
			0,
			infeedZ,
		),
	)
	for (let x = infeedStart + 0.06; x < STAR_RINSER[0] - 0.04; x += 0.068) {
		machine.add(at(bottle(0.21), x, BED, infeedZ))
	}
	// The outfeed carries capped bottles off past the cabinet's right-hand end.
	const outfeedZ = STAR_CAPPER[1] + STAR_PITCH
	const outfeedStart = STAR_CAPPER[0] - 0.1
	const outfeedLength = WIDTH / 2 + 0.75 - outfeedStart
	machine.add(
		at(
			conveyor(outfeedLength, { top: BED, legsAt: [outfeedLength - 0.15] }),
			outfeedStart,
			0,
			outfeedZ,
		),
	)
	for (let x = STAR_CAPPER[0] + 0.02; x < outfeedStart + outfeedLength - 0.1; x += 0.075) {
		machine.add(at(bottle(0.21, { fill: 0.8, capped: true }), x, BED, outfeedZ))
	}

	// The operator's screen on a swing arm from the guarding's front left corner.
	const arm = [-WIDTH / 2 + 0.3, TABLE + GUARD, DEPTH / 2 + 0.3] as const
	machine.add(
		pipe(
			[
				[arm[0], arm[1] - 0.04, DEPTH / 2],
				[arm[0], arm[1] - 0.04, arm[2]],
				[arm[0], arm[1] - 0.5, arm[2]],
			],
			0.025,
			materials.stainless,
		),
	)
	machine.add(at(controlPanel(0.42, 0.36, 0.14, { plinth: 0 }), arm[0], arm[1] - 0.86, arm[2]))
	return machine
}

export default { build, turn: 30, tilt: 16, fill: 0.95 } satisfies Model
