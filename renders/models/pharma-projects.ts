// A pharmaceutical purified water system as installed, about 4.6 m across: the double-pass RO skid
// (304 frame 2.2 m long, five 4-inch stainless pressure tubes, the two vertical pumps, the cartridge
// filter and its control panel), the EDI module on its stand with its DC power unit, a 2,000-litre
// electropolished 316L storage tank with vent filter and spray ball, and the sanitary loop: the
// loop pump, UV steriliser and orbital-welded tube with tri-clamp joints and diaphragm-valve points
// of use, returning to the spray ball.

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
	lyingCylinder,
	materials,
	pipe,
	roundedBox,
	verticalPump,
} from '../parts.ts'
import {
	diaphragmValve,
	finishes,
	headHeight,
	manway,
	pressureTube,
	tank,
	triClamp,
	tubePort,
} from '../parts-d.ts'
import type { Model } from '../studio.ts'

const TUBE = 2.0
const TUBE_RADIUS = 0.058
const LOOP = 0.019

function roSkid() {
	const width = 2.2
	const depth = 0.8
	const skid = group(frame(width, depth, 1.6, materials.stainless, { tube: 0.04, bays: 2 }))
	// First pass: three tubes at the back; second pass: two at the front, all on cross rails.
	const tubes: [number, number, 1 | -1][] = [
		[1.0, -0.18, -1],
		[1.2, -0.18, -1],
		[1.4, -0.18, -1],
		[1.1, 0.18, 1],
		[1.3, 0.18, 1],
	]
	for (const [y, z, side] of tubes) skid.add(at(pressureTube(TUBE, TUBE_RADIUS, side), 0, y, z))
	// Support plates across the frame carry the tubes at both ends; a floor plate carries the pumps.
	for (const x of [-0.6, 0.6]) {
		skid.add(at(box(0.025, 0.62, depth - 0.06, materials.steelDark), x, 0.86, 0))
	}
	skid.add(at(box(width - 0.08, 0.04, depth - 0.08, materials.steelDark), 0, 0, 0))
	// The side-port headers of each pass, up the ends of the banks.
	for (const end of [-1, 1] as const) {
		for (const [side, low, high] of [
			[-1, 1.0, 1.4],
			[1, 1.1, 1.3],
		] as const) {
			const { x, z } = tubePort(TUBE, TUBE_RADIUS, end, side)
			const riser = side * 0.18 + z + 0.02 * side
			skid.add(
				pipe(
					[
						[x, low - 0.08, riser],
						[x, high + 0.03, riser],
					],
					0.022,
					materials.stainless,
				),
			)
		}
	}
	// Below: the cartridge filter, the two pumps and the permeate line up to the front header.
	skid.add(at(cartridgeHousing(0.55, 0.075), -0.75, 0.04, 0.05))
	skid.add(at(verticalPump(4), -0.2, 0.04, 0.05))
	skid.add(at(verticalPump(2.2), 0.35, 0.04, 0.05))
	skid.add(
		pipe(
			[
				[-0.75, 0.5, 0.05],
				[-0.5, 0.5, 0.05],
				[-0.5, 0.13, 0.05],
				[-0.33, 0.13, 0.05],
			],
			0.022,
			materials.stainless,
		),
	)
	skid.add(
		pipe(
			[
				[-0.07, 0.13, 0.05],
				[0.1, 0.13, 0.05],
				[0.1, 0.13, 0.25],
				[0.22, 0.13, 0.25],
			],
			0.02,
			materials.stainless,
		),
	)
	skid.add(at(gauge(0.04), -0.5, 0.52, 0.05))
	// The control panel stands against the frame's front, under the second-pass tubes.
	skid.add(at(controlPanel(0.5, 0.65, 0.2, { plinth: 0.2 }), 0.78, 0, depth / 2 + 0.1))
	return skid
}

/** The EDI module lying on its stand: stacked cell plates between end plates held by tie rods. */
function ediStand() {
	const whole = group(frame(0.85, 0.6, 0.75, materials.stainless, { tube: 0.04, midRail: false }))
	const stack = 0.55
	const high = 0.34
	const base = 0.75
	whole.add(at(box(stack, high, 0.36, materials.plastic), 0, base + 0.02, 0))
	for (let plate = 0; plate < 12; plate++) {
		const x = -stack / 2 + 0.02 + (plate * (stack - 0.04)) / 11
		whole.add(at(box(0.006, high + 0.004, 0.364, materials.panel), x, base + 0.02, 0))
	}
	for (const side of [-1, 1]) {
		whole.add(
			at(box(0.04, high + 0.06, 0.42, materials.stainless), side * (stack / 2 + 0.02), base, 0),
		)
		for (const y of [base + 0.03, base + high + 0.03]) {
			for (const z of [-0.19, 0.19]) {
				whole.add(
					at(cylinder(0.012, 0.02, materials.steelDark), side * (stack / 2 + 0.04), y - 0.01, z),
				)
			}
		}
	}
	for (const y of [base + 0.03, base + high + 0.03]) {
		for (const z of [-0.19, 0.19]) {
			whole.add(at(lyingCylinder(0.007, stack + 0.1, materials.steelDark), 0, y, z))
		}
	}
	// Product and concentrate ports on the right-hand end plate.
	for (const y of [0.1, 0.25]) {
		whole.add(at(lyingCylinder(0.018, 0.08, materials.stainless), stack / 2 + 0.08, base + y, 0.05))
	}
	// The DC power unit on the stand's front.
	whole.add(at(roundedBox(0.4, 0.45, 0.18, 0.01, materials.panel), 0, 0.12, 0.32))
	whole.add(at(box(0.12, 0.07, 0.01, materials.screen), -0.08, 0.42, 0.415))
	whole.add(at(cylinder(0.012, 0.02, materials.lampGreen), 0.1, 0.44, 0.41))
	return whole
}

function build() {
	const plant = group(at(roSkid(), -1.35, 0, 0), at(ediStand(), 0.3, 0, 0))
	// RO permeate to the EDI, EDI product to the tank's top.
	plant.add(
		pipe(
			[
				[-0.25, 1.35, 0.25],
				[0.2, 1.35, 0.25],
				[0.2, 1.12, 0.25],
			],
			0.018,
			materials.stainless,
		),
	)
	const tankX = 1.75
	const tankZ = -0.25
	const store = tank(0.55, 1.5, finishes.electropolished, {
		legHeight: 0.5,
		legs: 3,
		legRadius: 0.035,
		turn: Math.PI / 2,
	})
	const crown = store.top + store.rise
	plant.add(at(store.whole, tankX, 0, tankZ))
	plant.add(
		at(
			manway(0.12, 0.1),
			tankX - 0.2,
			store.top + headHeight(0.55, store.rise, 0.37) - 0.01,
			tankZ - 0.15,
		),
	)
	// The vent filter housing on its tri-clamped nozzle.
	plant.add(at(cylinder(0.025, 0.12, materials.polished), tankX + 0.18, crown - 0.05, tankZ - 0.15))
	plant.add(at(triClamp(0.03), tankX + 0.18, crown + 0.07, tankZ - 0.15))
	plant.add(at(cylinder(0.065, 0.3, materials.polished), tankX + 0.18, crown + 0.08, tankZ - 0.15))
	plant.add(
		at(cylinder(0.07, 0.04, materials.polished, 0.04), tankX + 0.18, crown + 0.38, tankZ - 0.15),
	)
	plant.add(
		pipe(
			[
				[0.72, 1.0, 0.05],
				[0.95, 1.0, 0.05],
				[0.95, crown + 0.12, 0.05],
				[tankX - 0.05, crown + 0.12, 0.05],
				[tankX - 0.05, crown - 0.08, 0.05],
			],
			0.018,
			materials.polished,
		),
	)
	// The loop: out of the bottom head to the pump, up through the UV steriliser, round past the
	// points of use and back in over the spray ball.
	const pumpX = 1.55
	const pumpZ = 0.75
	const scale = Math.cbrt(3 / 5.5)
	plant.add(at(endSuctionPump(3), pumpX, 0, pumpZ))
	const axis = 0.21 * scale
	const suction = pumpX + 0.41 * scale
	plant.add(
		pipe(
			[
				[tankX, 0.52, tankZ],
				[tankX, axis, tankZ],
				[2.15, axis, tankZ],
				[2.15, axis, pumpZ],
				[suction, axis, pumpZ],
			],
			LOOP,
			materials.polished,
		),
	)
	plant.add(at(diaphragmValve(LOOP), 2.0, axis, tankZ))
	const casing = pumpX + 0.22 * scale
	const uvY = 0.95
	plant.add(
		pipe(
			[
				[casing, axis + 0.23 * scale, pumpZ],
				[casing, uvY, pumpZ],
				[2.4, uvY, pumpZ],
				[2.4, 2.45, pumpZ],
				[2.4, 2.45, tankZ],
				[tankX + 0.12, 2.45, tankZ],
				[tankX + 0.12, crown - 0.04, tankZ],
			],
			LOOP,
			materials.polished,
		),
	)
	plant.add(at(lyingCylinder(0.07, 0.55, materials.polished), 2.1, uvY, pumpZ))
	for (const x of [1.825, 2.375])
		plant.add(at(lyingCylinder(0.075, 0.03, materials.polished), x, uvY, pumpZ))
	plant.add(at(roundedBox(0.12, 0.1, 0.06, 0.008, materials.panel), 2.1, uvY + 0.06, pumpZ))
	plant.add(at(lyingCylinder(0.022, 0.05, materials.polished), 2.1, uvY, pumpZ + 0.1))
	for (const y of [1.5, 2.0]) {
		plant.add(at(triClamp(LOOP), 2.4, y, pumpZ))
		plant.add(at(diaphragmValve(LOOP), 2.4 + LOOP + 0.04, y + 0.12, pumpZ))
	}
	plant.add(at(gauge(0.04), 2.4, uvY + 0.5, pumpZ + 0.03))
	plant.add(at(gauge(0.04), 2.1, 2.45, tankZ))
	// A floor stand carries the loop's riser.
	plant.add(at(box(0.04, 2.4, 0.04, materials.stainless), 2.48, 0, pumpZ))
	plant.add(at(box(0.14, 0.01, 0.14, materials.stainless), 2.48, 0, pumpZ))
	return plant
}

export default { build, turn: 26, tilt: 14 } satisfies Model
