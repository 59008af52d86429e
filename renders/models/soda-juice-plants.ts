// A soda and juice plant of about 2,000 bottles an hour laid out as shipped on a floor 5 m × 2.8 m:
// at the back, the 1,000-litre jacketed sugar dissolving tank with its top-mounted agitator, the
// syrup transfer pump, the duplex syrup filters, the plate pasteuriser (a gasketed plate pack in
// its frame) and the carbonation tank with its CO2 cylinder and regulator; in front, the isobaric
// filling and capping monobloc under clear guarding with its outfeed conveyor. Stainless product
// piping runs tank to pump to filters to pasteuriser to carbonator to filler.
import * as THREE from 'three'
import {
	at,
	ballValve,
	box,
	cartridgeHousing,
	controlPanel,
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
	rod,
	STAR_PITCH,
	transferStar,
} from '../parts-b.ts'
import type { Model } from '../studio.ts'

const TUBE = 0.019

/** The sugar dissolving tank: a jacketed vessel with a geared agitator drive on a bridge. */
function sugarTank() {
	const legHeight = 0.45
	const radius = 0.5
	const shell = 0.95
	const whole = vessel(radius, shell, materials.stainless, { legHeight })
	const rise = radius * 0.4
	whole.add(at(cylinder(radius + 0.025, shell * 0.75, materials.polished), 0, legHeight + rise, 0))
	const top = legHeight + rise + shell + rise
	whole.add(at(box(0.5, 0.06, 0.16, materials.stainless), 0, top - 0.06, 0))
	whole.add(at(box(0.2, 0.14, 0.2, materials.steelDark), 0, top, 0))
	whole.add(at(cylinder(0.085, 0.3, materials.motor), 0, top + 0.14, 0))
	whole.add(at(cylinder(0.08, 0.06, materials.motor, 0.06), 0, top + 0.44, 0))
	// The manway with its hinged lid, and the steam inlet to the jacket with its valve.
	whole.add(at(cylinder(0.17, 0.1, materials.stainless), 0.2, top - rise * 0.55, 0.22))
	whole.add(at(cylinder(0.19, 0.025, materials.polished), 0.2, top - rise * 0.55 + 0.1, 0.22))
	whole.add(
		pipe(
			[
				[radius + 0.02, legHeight + rise + shell * 0.6, 0],
				[radius + 0.2, legHeight + rise + shell * 0.6, 0],
			],
			0.02,
			materials.steelDark,
			{ flanged: true },
		),
	)
	whole.add(at(ballValve(0.02), radius + 0.12, legHeight + rise + shell * 0.6, 0))
	const dial = gauge(0.045)
	whole.add(at(dial, 0.25, legHeight + rise + shell * 0.3, radius + 0.02))
	dial.rotation.x = Math.PI / 2
	return whole
}

/** The plate pasteuriser: frame plate, plate pack, pressure plate, bars, tie bolts and support column. */
function plateHeatExchanger(length: number) {
	const whole = group()
	const height = 1.05
	const width = 0.42
	// The frame plate is at +x, the end the piping connects to; the support column at −x.
	whole.add(at(box(0.07, height + 0.25, width + 0.08, materials.stainless), length / 2, 0, 0))
	whole.add(at(box(0.08, height + 0.25, 0.08, materials.stainless), -length / 2, 0, 0))
	whole.add(at(box(length, 0.08, 0.06, materials.polished), 0, height + 0.17, 0))
	whole.add(at(box(length, 0.05, 0.04, materials.polished), 0, 0.12, 0))
	const pack = 0.5
	const packEnd = length / 2 - 0.035
	for (let plate = 0; plate < 48; plate++) {
		const x = packEnd - 0.006 - (plate * pack) / 48
		whole.add(
			at(
				box(0.006, height - 0.1, width, plate % 2 ? materials.stainless : materials.steelDark),
				x,
				0.2,
				0,
			),
		)
	}
	const pressure = packEnd - pack - 0.03
	whole.add(at(box(0.06, height, width + 0.05, materials.stainless), pressure, 0.15, 0))
	for (const y of [0.32, height - 0.05]) {
		for (const z of [-1, 1]) {
			const bolt = rod(
				new THREE.Vector3(pressure - 0.1, y, z * (width / 2 + 0.04)),
				new THREE.Vector3(length / 2 + 0.07, y, z * (width / 2 + 0.04)),
				0.012,
				materials.steelDark,
			)
			whole.add(bolt)
			for (const x of [pressure - 0.06, length / 2 + 0.05]) {
				whole.add(
					at(box(0.03, 0.04, 0.04, materials.steelDark), x, y - 0.02, z * (width / 2 + 0.04)),
				)
			}
		}
	}
	for (const [x, z] of [
		[-length / 2, 0],
		[length / 2, 0],
	] as const) {
		whole.add(at(box(0.16, 0.02, width + 0.1, materials.stainless), x, 0, z))
	}
	// Four ports in the frame plate's corners, each a short flanged stub.
	for (const y of [0.36, height - 0.05]) {
		for (const z of [-0.13, 0.13]) {
			whole.add(
				pipe(
					[
						[length / 2 + 0.035, y, z],
						[length / 2 + 0.1, y, z],
					],
					TUBE,
					materials.stainless,
					{ flanged: true },
				),
			)
		}
	}
	return whole
}

/** The carbonation tank: a polished pressure vessel with its sight glass, gauge and safety valve. */
function carbonator() {
	const radius = 0.32
	const shell = 1.0
	const legHeight = 0.5
	const whole = vessel(radius, shell, materials.polished, { legHeight, legs: 3 })
	const rise = radius * 0.4
	const top = legHeight + rise * 2 + shell
	whole.add(at(cylinder(0.03, 0.08, materials.stainless), -0.12, top - 0.04, 0))
	whole.add(at(cylinder(0.03, 0.04, materials.accent), -0.12, top + 0.04, 0))
	const dial = gauge(0.05)
	whole.add(at(dial, 0.1, top - 0.05, 0.05))
	// The level sight glass on the front, between its two cocks.
	const sight = [legHeight + rise + 0.1, legHeight + rise + shell - 0.1] as const
	for (const y of sight) {
		whole.add(
			pipe(
				[
					[0, y, radius - 0.01],
					[0, y, radius + 0.07],
				],
				0.012,
				materials.stainless,
			),
		)
	}
	whole.add(
		at(cylinder(0.014, sight[1] - sight[0], lineMaterials.guard), 0, sight[0], radius + 0.07),
	)
	whole.add(
		at(
			cylinder(0.01, (sight[1] - sight[0]) * 0.6, lineMaterials.drink),
			0,
			sight[0],
			radius + 0.07,
		),
	)
	return whole
}

/** A CO2 cylinder in its floor stand, with the valve and a two-gauge regulator on top. */
function co2Cylinder() {
	const whole = group()
	const body = turned(
		[
			[0.0005, 0.02],
			[0.1, 0.02],
			[0.115, 0.06],
			[0.115, 1.15],
			[0.1, 1.23],
			[0.05, 1.28],
			[0.025, 1.3],
			[0.0005, 1.3],
		],
		materials.paintNavy,
	)
	whole.add(body)
	whole.add(
		at(
			turned(
				[
					[0.105, 1.18],
					[0.1, 1.23],
					[0.05, 1.28],
					[0.025, 1.3],
					[0.0005, 1.3],
				],
				materials.steelDark,
			),
			0,
			0.002,
			0,
		),
	)
	whole.add(at(cylinder(0.02, 0.08, materials.polished), 0, 1.3, 0))
	whole.add(at(box(0.06, 0.05, 0.05, materials.polished), 0.04, 1.34, 0))
	for (const x of [0.02, 0.08]) {
		const dial = gauge(0.03)
		dial.scale.setScalar(0.8)
		whole.add(at(dial, x, 1.39, 0))
	}
	whole.add(at(cylinder(0.14, 0.03, materials.steelDark), 0, 0, 0))
	for (const y of [0.25, 0.9]) whole.add(at(cylinder(0.13, 0.03, materials.steelDark), 0, y, 0))
	for (const angle of [0, Math.PI / 2, Math.PI, -Math.PI / 2]) {
		whole.add(
			at(
				box(0.02, 0.93, 0.02, materials.steelDark),
				Math.cos(angle) * 0.13,
				0,
				Math.sin(angle) * 0.13,
			),
		)
	}
	return whole
}

/** The isobaric filling and capping monobloc, `WIDTH` × `DEPTH`, its table at `TABLE`. */
const WIDTH = 2.3
const DEPTH = 1.3
const TABLE = 1.0
const GUARD = 1.2
const FILLER = [-0.35, -0.05] as const
const FILLER_RADIUS = 0.4
const CAPPER_RADIUS = 0.22
const STAR_IN = polar(FILLER, FILLER_RADIUS + STAR_PITCH, 160)
const STAR_OUT = polar(FILLER, FILLER_RADIUS + STAR_PITCH, 20)
const CAPPER = polar(STAR_OUT, CAPPER_RADIUS + STAR_PITCH, -20)
const STAR_CAPPER = polar(CAPPER, CAPPER_RADIUS + STAR_PITCH, 60)

function isobaricFiller() {
	const contents = lineMaterials.drink
	const machine = group(machineBase(WIDTH, DEPTH, TABLE))
	machine.add(
		at(
			fillerTurret(FILLER_RADIUS, 16, { inlet: GUARD + 0.2, isobaric: true, contents }),
			FILLER[0],
			TABLE,
			FILLER[1],
		),
	)
	machine.add(at(capperTurret(CAPPER_RADIUS, 6, { contents }), CAPPER[0], TABLE, CAPPER[1]))
	machine.add(at(transferStar(8, [2, 3, 4]), STAR_IN[0], TABLE, STAR_IN[1]))
	machine.add(
		at(transferStar(8, [5, 6, 7], { fill: 0.8, contents }), STAR_OUT[0], TABLE, STAR_OUT[1]),
	)
	machine.add(
		at(
			transferStar(8, [0, 1, 7], { fill: 0.8, capped: true, contents }),
			STAR_CAPPER[0],
			TABLE,
			STAR_CAPPER[1],
		),
	)
	machine.add(at(guarding(WIDTH, DEPTH, GUARD, { bays: 2, sideBays: 1 }), 0, TABLE, 0))
	// The cap hopper on the roof feeds the capper down a sloping chute.
	const roof = TABLE + GUARD
	const hopper = [CAPPER[0] + 0.1, CAPPER[1] - 0.35] as const
	machine.add(at(box(0.3, 0.3, 0.3, materials.stainless), hopper[0], roof, hopper[1]))
	machine.add(
		at(
			turned(
				[
					[0.12, 0],
					[0.26, 0.22],
					[0.26, 0.26],
					[0.24, 0.26],
					[0.1, 0.02],
				],
				materials.stainless,
			),
			hopper[0],
			roof + 0.3,
			hopper[1],
		),
	)
	const pick = polar(CAPPER, CAPPER_RADIUS + 0.04, 225)
	const approach = polar(CAPPER, CAPPER_RADIUS + 0.25, 225)
	machine.add(
		capChute(
			[
				[hopper[0] - 0.15, roof + 0.15, hopper[1]],
				[approach[0], TABLE + 0.5, approach[1]],
				[pick[0], TABLE + 0.3, pick[1]],
			],
			8,
		),
	)
	machine.add(
		at(
			controlPanel(0.4, 0.34, 0.14, { plinth: 0 }),
			-WIDTH / 2 + 0.35,
			TABLE + 0.3,
			DEPTH / 2 + 0.1,
		),
	)
	machine.add(
		at(box(0.05, 0.3, 0.05, materials.stainless), -WIDTH / 2 + 0.35, TABLE, DEPTH / 2 + 0.05),
	)
	return machine
}

function build() {
	const plant = group()
	// The filler stands at the front left so the syrup room behind it, on the right, stays in view.
	const filler = [-1.0, 0.6] as const
	plant.add(at(isobaricFiller(), filler[0], 0, filler[1]))
	// Empty bottles come in from the left; filled, capped bottles leave on the right.
	const bed = TABLE + PLATE
	const infeedZ = filler[1] + STAR_IN[1] + STAR_PITCH
	const infeedEnd = filler[0] + STAR_IN[0]
	const infeedStart = filler[0] - WIDTH / 2 - 0.3
	plant.add(
		at(
			conveyor(infeedEnd - infeedStart, { top: bed, drive: false, legsAt: [0.15] }),
			infeedStart,
			0,
			infeedZ,
		),
	)
	for (let x = infeedStart + 0.05; x < infeedEnd - 0.03; x += 0.068)
		plant.add(at(bottle(), x, bed, infeedZ))
	const outfeedZ = filler[1] + STAR_CAPPER[1] + STAR_PITCH
	const outfeedStart = filler[0] + STAR_CAPPER[0] - 0.1
	const outfeedLength = filler[0] + WIDTH / 2 + 0.8 - outfeedStart
	plant.add(
		at(
			conveyor(outfeedLength, { top: bed, legsAt: [outfeedLength - 0.15] }),
			outfeedStart,
			0,
			outfeedZ,
		),
	)
	for (let x = outfeedStart + 0.12; x < outfeedStart + outfeedLength - 0.08; x += 0.075) {
		plant.add(
			at(
				bottle(0.21, { fill: 0.8, capped: true, contents: lineMaterials.drink }),
				x,
				bed,
				outfeedZ,
			),
		)
	}

	// The syrup room along the back, right to left in process order: dissolving tank, pump,
	// filters, pasteuriser (its frame plate and ports at the left-hand end), carbonator.
	const tank = [2.65, -0.65] as const
	plant.add(at(sugarTank(), tank[0], 0, tank[1]))
	const pump = [1.95, -0.1] as const
	plant.add(at(endSuctionPump(2.2), pump[0], 0, pump[1]))
	const filterX = 1.95
	const filterZ = [-0.7, -1.0] as const
	for (const z of filterZ) plant.add(at(cartridgeHousing(0.7, 0.1), filterX, 0, z))
	const phe = [0.95, -0.85] as const
	const pheLength = 1.15
	plant.add(at(plateHeatExchanger(pheLength), phe[0], 0, phe[1], Math.PI))
	const carb = [-0.25, -0.75] as const
	plant.add(at(carbonator(), carb[0], 0, carb[1]))
	const co2 = [0.3, -0.35] as const
	plant.add(at(co2Cylinder(), co2[0], 0, co2[1]))

	// Tank outlet to the pump's suction, which faces +x, towards the tank.
	const scale = Math.cbrt(2.2 / 5.5)
	const axis = 0.21 * scale
	const suction = pump[0] + 0.41 * scale
	plant.add(
		pipe(
			[
				[tank[0], 0.45, tank[1]],
				[tank[0], axis, tank[1]],
				[tank[0], axis, pump[1]],
				[suction, axis, pump[1]],
			],
			TUBE,
			materials.stainless,
			{ flanged: true },
		),
	)
	plant.add(at(ballValve(TUBE), (tank[0] + suction) / 2, axis, pump[1]))
	// Pump discharge up to the filters' inlet header; their outlets join a low header behind.
	const header = 0.85
	const discharge = pump[0] + 0.22 * scale
	const inletX = filterX + 0.15
	plant.add(
		pipe(
			[
				[discharge, axis + 0.24 * scale, pump[1]],
				[discharge, header, pump[1]],
				[inletX, header, pump[1] - 0.2],
				[inletX, header, filterZ[1]],
			],
			TUBE,
			materials.stainless,
		),
	)
	for (const z of filterZ) {
		plant.add(
			pipe(
				[
					[inletX, header, z],
					[filterX + 0.08, header, z],
				],
				TUBE,
				materials.stainless,
			),
		)
	}
	const back = filterZ[1] - 0.25
	plant.add(
		pipe(
			[
				[filterX, 0.3, filterZ[0]],
				[filterX, 0.2, filterZ[0]],
				[filterX, 0.2, back],
				[filterX - 0.12, 0.2, back],
			],
			TUBE,
			materials.stainless,
		),
	)
	plant.add(
		pipe(
			[
				[filterX, 0.3, filterZ[1]],
				[filterX, 0.2, filterZ[1]],
			],
			TUBE,
			materials.stainless,
		),
	)
	// Along the back to the pasteuriser's lower port, out of its upper port into the carbonator.
	const portX = phe[0] - pheLength / 2 - 0.1
	plant.add(
		pipe(
			[
				[filterX - 0.12, 0.2, back],
				[portX - 0.12, 0.2, back],
				[portX - 0.12, 0.36, phe[1] - 0.13],
				[portX, 0.36, phe[1] - 0.13],
			],
			TUBE,
			materials.stainless,
		),
	)
	plant.add(
		pipe(
			[
				[portX, 1.0, phe[1] + 0.13],
				[carb[0] + 0.45, 1.0, phe[1] + 0.13],
				[carb[0] + 0.45, 1.0, carb[1]],
				[carb[0] + 0.31, 1.0, carb[1]],
			],
			TUBE,
			materials.stainless,
		),
	)
	// Carbonated product from the carbonator's bottom outlet, over to the filler's bowl inlet.
	const inlet = [filler[0] + FILLER[0], TABLE + GUARD + 0.2, filler[1] + FILLER[1]] as const
	const riser = [carb[0], carb[1] + 0.5] as const
	plant.add(
		pipe(
			[
				[carb[0], 0.5, carb[1]],
				[carb[0], 0.3, carb[1]],
				[riser[0], 0.3, riser[1]],
				[riser[0], inlet[1] + 0.25, riser[1]],
				[inlet[0], inlet[1] + 0.25, riser[1]],
				[inlet[0], inlet[1] + 0.25, inlet[2]],
				[inlet[0], inlet[1], inlet[2]],
			],
			TUBE,
			materials.stainless,
		),
	)
	// CO2 from the regulator down a hose to the carbonator's sparger.
	plant.add(
		pipe(
			[
				[co2[0] + 0.1, 1.37, co2[1]],
				[co2[0] + 0.16, 1.37, co2[1]],
				[co2[0] + 0.16, 0.7, co2[1] - 0.2],
				[carb[0] + 0.12, 0.47, carb[1] + 0.05],
			],
			0.008,
			materials.rubber,
		),
	)
	return plant
}

export default { build, turn: 30, tilt: 18, fill: 0.92 } satisfies Model
