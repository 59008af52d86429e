// A compact sewage treatment plant of about 50 m³/day as shipped: an epoxy-painted steel tank 4 m long,
// 2.2 m wide and 2.4 m tall on base skids, divided into the bar screen chamber (inclined bar rack,
// sewage inlet), the aeration tank (air drops to fine-bubble diffusers, the surface boiling over
// them) and the tube settler clarifier (honeycomb media, launders); a guard rail, ladder and walkway
// on top. Beside it stand the blower room's twin-lobe blowers feeding the air header, the filter
// feed pump and the pressure sand filter, and the control panel stands at the tank's front.
import * as THREE from 'three'
import {
	at,
	box,
	controlPanel,
	cylinder,
	endSuctionPump,
	gauge,
	group,
	lyingCylinder,
	materials,
	pipe,
	vessel,
} from '../parts.ts'
import {
	alongZ,
	flangePair,
	guardRail,
	inlineValve,
	ladder,
	merged,
	paints,
	rod,
	terminalBox,
} from '../parts-c.ts'
import type { Model } from '../studio.ts'

const X0 = -2.6
const X1 = 1.4
const HALF = 1.1
const FLOOR = 0.12
const TOP = 2.4
const WATER = 2.16
const WALL = 0.03
/** Partitions: bar screen chamber | aeration tank | tube settler. */
const SCREEN_END = -2.1
const AERATION_END = 0
const HEADER_Y = 2.62
const HEADER_Z = -0.95

/** A repeatable scatter, so every render of the surface is the same. */
function scatter(seed: number) {
	let state = seed
	return () => {
		state = (state * 16807) % 2147483647
		return state / 2147483647
	}
}

function tank() {
	const whole = group()
	const length = X1 - X0
	const middle = (X0 + X1) / 2
	for (const skid of [-0.8, 0.8])
		whole.add(at(box(length + 0.1, FLOOR, 0.15, materials.steelDark), middle, 0, skid))
	whole.add(at(box(length, 0.02, HALF * 2, paints.deepBlue), middle, FLOOR, 0))
	for (const side of [-1, 1]) {
		whole.add(
			at(box(length, TOP - FLOOR, WALL, paints.deepBlue), middle, FLOOR, side * (HALF - WALL / 2)),
		)
	}
	for (const x of [X0 + WALL / 2, SCREEN_END, AERATION_END, X1 - WALL / 2]) {
		whole.add(at(box(WALL, TOP - FLOOR, HALF * 2, paints.deepBlue), x, FLOOR, 0))
	}
	// The rolled-angle rim round the top, and the flat-bar stiffeners a steel tank needs outside.
	for (const side of [-1, 1]) {
		whole.add(at(box(length + 0.08, 0.05, 0.08, paints.deepBlue), middle, TOP - 0.05, side * HALF))
		whole.add(
			at(box(0.08, 0.05, HALF * 2 + 0.08, paints.deepBlue), side > 0 ? X1 : X0, TOP - 0.05, 0),
		)
		for (const y of [0.85, 1.6]) {
			whole.add(
				at(box(length + 0.06, 0.06, 0.05, paints.deepBlue), middle, y, side * (HALF + 0.025)),
			)
			whole.add(
				at(
					box(0.05, 0.06, HALF * 2 + 0.06, paints.deepBlue),
					side > 0 ? X1 + 0.025 : X0 - 0.025,
					y,
					0,
				),
			)
		}
		for (let x = X0 + 0.5; x < X1 - 0.2; x += 0.7) {
			whole.add(
				at(box(0.05, TOP - FLOOR - 0.05, 0.07, paints.deepBlue), x, FLOOR, side * (HALF + 0.035)),
			)
		}
		for (const z of [-0.4, 0.4]) {
			whole.add(
				at(
					box(0.07, TOP - FLOOR - 0.05, 0.05, paints.deepBlue),
					side > 0 ? X1 + 0.035 : X0 - 0.035,
					FLOOR,
					z,
				),
			)
		}
	}
	return whole
}

/** The bar screen chamber: an inclined rack of flat bars, the raw sewage inlet and its drip tray. */
function barScreen() {
	const whole = group()
	const span = HALF * 2 - 0.1
	const bottom: [number, number] = [SCREEN_END - 0.06, 0.6]
	const top: [number, number] = [X0 + 0.1, TOP - 0.02]
	for (let z = -span / 2; z <= span / 2 + 0.001; z += 0.045) {
		whole.add(rod([bottom[0], bottom[1], z], [top[0], top[1], z], 0.006, materials.stainless))
	}
	for (const share of [0.2, 0.85]) {
		const x = bottom[0] + (top[0] - bottom[0]) * share
		const y = bottom[1] + (top[1] - bottom[1]) * share
		whole.add(at(alongZ(0.012, span, materials.stainless), x, y, 0))
	}
	whole.add(
		at(
			box(0.36, WATER - 0.15 - FLOOR, HALF * 2 - 0.08, paints.aerated),
			(X0 + SCREEN_END) / 2,
			FLOOR,
			0,
		),
	)
	// Raw sewage arrives through the end wall above the water line.
	whole.add(
		pipe(
			[
				[X0 - 0.35, 2.05, 0.3],
				[X0 + 0.12, 2.05, 0.3],
			],
			0.08,
			materials.upvc,
			{ flanged: true },
		),
	)
	whole.add(at(flangePair(0.08, 'x', materials.upvc), X0 - 0.05, 2.05, 0.3))
	return whole
}

/** The aeration tank: the mixed liquor boiling over a grid of fine-bubble disc diffusers. */
function aeration() {
	const whole = group()
	const length = AERATION_END - SCREEN_END - WALL
	const middle = (SCREEN_END + AERATION_END) / 2
	whole.add(at(box(length, WATER - FLOOR, HALF * 2 - WALL * 2, paints.aerated), middle, FLOOR, 0))
	const random = scatter(7)
	const drops = [-1.75, -1.05, -0.35]
	for (const x of drops) {
		for (let z = -0.75; z <= 0.8; z += 0.38) {
			for (let boil = 0; boil < 12; boil++) {
				const radius = 0.025 + random() * 0.05
				const bubble = new THREE.Mesh(new THREE.SphereGeometry(radius, 16, 8), paints.foam)
				bubble.scale.y = 0.25
				bubble.position.set(x + (random() - 0.5) * 0.45, WATER, z + (random() - 0.5) * 0.3)
				whole.add(bubble)
			}
		}
	}
	// Drop pipes from the air header, each with its isolating valve, down to the diffuser laterals.
	for (const x of drops) {
		whole.add(
			pipe(
				[
					[x, HEADER_Y, HEADER_Z],
					[x, 0.35, HEADER_Z],
					[x, 0.35, 0.9],
				],
				0.024,
				materials.stainless,
			),
		)
		const valve = group(
			cylinder(0.04, 0.1, materials.steelDark),
			at(box(0.15, 0.015, 0.025, materials.accent), 0.06, 0.12, 0),
			at(cylinder(0.008, 0.07, materials.stainless), 0, 0.06, 0),
		)
		whole.add(at(valve, x, HEADER_Y - 0.28, HEADER_Z))
		whole.add(at(box(0.06, 0.04, 0.16, materials.steelDark), x, TOP - 0.04, HEADER_Z - 0.08))
	}
	return whole
}

/** The tube settler: honeycomb plastic media just under the surface, launders along both walls. */
function tubeSettler() {
	const whole = group()
	const x0 = AERATION_END + WALL / 2
	const x1 = X1 - WALL
	const launder = 0.16
	const z0 = -HALF + WALL + launder
	const z1 = HALF - WALL - launder
	whole.add(
		at(
			box(x1 - x0, WATER - FLOOR - 0.02, HALF * 2 - WALL * 2, paints.clearWater),
			(x0 + x1) / 2,
			FLOOR,
			0,
		),
	)
	// The media blocks' inclined tubes show from above as a diagonal lattice of thin PVC walls.
	const mediaTop = WATER + 0.01
	const cell = 0.06
	for (const slope of [-1, 1]) {
		for (let c = -3; c < 3; c += cell) {
			const ends: [number, number][] = []
			for (const x of [x0, x1]) {
				const z = slope * (x - c)
				if (z >= z0 && z <= z1) ends.push([x, z])
			}
			for (const z of [z0, z1]) {
				const x = c + slope * z
				if (x > x0 && x < x1) ends.push([x, z])
			}
			const [from, to] = ends
			if (!from || !to) continue
			const wall = box(Math.hypot(to[0] - from[0], to[1] - from[1]), 0.08, 0.005, materials.plastic)
			wall.rotation.y = -Math.atan2(to[1] - from[1], to[0] - from[0])
			wall.position.set((from[0] + to[0]) / 2, mediaTop - 0.08, (from[1] + to[1]) / 2)
			whole.add(wall)
		}
	}
	whole.add(at(box(x1 - x0, 0.03, 0.04, materials.steelDark), (x0 + x1) / 2, mediaTop - 0.09, 0))
	for (const side of [-1, 1]) {
		const z = side * (HALF - WALL - launder / 2)
		whole.add(at(box(x1 - x0, 0.02, launder, materials.stainless), (x0 + x1) / 2, WATER - 0.2, z))
		whole.add(
			at(
				box(x1 - x0, 0.24, 0.012, materials.stainless),
				(x0 + x1) / 2,
				WATER - 0.2,
				z - (side * launder) / 2,
			),
		)
		for (let x = x0 + 0.05; x < x1; x += 0.1) {
			whole.add(
				at(box(0.03, 0.03, 0.014, materials.steelDark), x, WATER + 0.02, z - (side * launder) / 2),
			)
		}
	}
	return whole
}

/**
 * A twin-lobe (roots) blower set on its base silencer: the blower, its inlet filter-silencer, the
 * motor beside it on the same base and the belt guard over the drive, shafts toward +z.
 */
function rootsBlower() {
	const whole = group(box(1.0, 0.12, 0.5, paints.deepBlue))
	const blowerX = -0.22
	const centre = 0.46
	whole.add(at(box(0.3, 0.14, 0.3, materials.steelDark), blowerX, 0.12, 0))
	whole.add(at(box(0.26, 0.16, 0.32, materials.steelDark), blowerX, centre - 0.08, 0))
	for (const y of [centre - 0.08, centre + 0.08]) {
		whole.add(at(alongZ(0.13, 0.32, materials.steelDark), blowerX, y, 0))
	}
	whole.add(at(alongZ(0.09, 0.36, materials.panel), blowerX, centre, 0))
	whole.add(at(cylinder(0.06, 0.1, materials.steelDark), blowerX, centre + 0.2, 0))
	whole.add(at(cylinder(0.1, 0.3, paints.deepBlue), blowerX, centre + 0.3, 0))
	whole.add(at(cylinder(0.14, 0.14, paints.grey, 0.12), blowerX, centre + 0.6, 0))
	const motorX = 0.24
	const motorY = 0.25
	whole.add(at(box(0.22, 0.06, 0.3, materials.motor), motorX, 0.12, 0))
	whole.add(at(alongZ(0.11, 0.34, materials.motor), motorX, motorY, 0))
	whole.add(at(alongZ(0.1, 0.08, materials.motor), motorX, motorY, -0.2))
	whole.add(at(terminalBox(0.1), motorX, motorY + 0.1, 0.02))
	// The belt guard joins the two shaft ends at the front.
	const dx = blowerX - motorX
	const dy = centre - motorY
	const guard = group(
		at(alongZ(0.12, 0.08, materials.accent), blowerX, centre, 0),
		at(alongZ(0.09, 0.08, materials.accent), motorX, motorY, 0),
	)
	const web = box(Math.hypot(dx, dy), 0.2, 0.08, materials.accent)
	// box() stands on its base; the web is centred on the line between the shafts instead.
	web.children[0]?.position.set(0, 0, 0)
	web.rotation.z = Math.atan2(dy, dx)
	web.position.set((blowerX + motorX) / 2, (centre + motorY) / 2, 0)
	guard.add(web)
	guard.position.z = 0.22
	whole.add(guard)
	// Discharge from the base silencer: non-return valve, gauge and relief valve, then the riser.
	whole.add(at(lyingCylinder(0.055, 0.12, materials.steelDark), -0.56, 0.3, 0))
	whole.add(at(gauge(0.04), -0.62, 0.35, 0.0))
	whole.add(at(cylinder(0.03, 0.16, materials.accent), -0.62, 0.35, -0.1))
	return whole
}

function build() {
	const plant = group(tank(), barScreen(), aeration(), tubeSettler())
	// Walkway over the aeration–settler partition, with the guard rail round the top.
	plant.add(at(box(0.6, 0.04, HALF * 2 + 0.08, materials.steelDark), AERATION_END, TOP, 0))
	plant.add(
		guardRail(
			[
				[X0, -HALF],
				[X1, -HALF],
				[X1, HALF],
				[X0 + 0.55, HALF],
			],
			TOP,
		),
	)
	plant.add(
		guardRail(
			[
				[X0, HALF],
				[X0, -HALF],
			],
			TOP,
		),
	)
	plant.add(at(ladder(TOP + 0.9), X0 + 0.28, 0, HALF + 0.2))
	for (const side of [-1, 1]) {
		plant.add(
			at(box(0.04, 0.04, 0.22, materials.stainless), X0 + 0.28 + side * 0.225, 0.5, HALF + 0.09),
		)
		plant.add(
			at(box(0.04, 0.04, 0.22, materials.stainless), X0 + 0.28 + side * 0.225, 2.1, HALF + 0.09),
		)
	}

	// The blower room: two twin-lobe blowers (duty and standby) on a common header to the drops.
	const duty = 2.25
	const standby = 3.35
	const riser = duty - 0.62
	const joint = standby - 0.62
	for (const x of [duty, standby]) {
		plant.add(at(rootsBlower(), x, 0, 0.55))
		plant.add(
			pipe(
				[
					[x - 0.5, 0.3, 0.55],
					[x - 0.62, 0.3, 0.55],
					[x - 0.62, 1.3, 0.55],
				],
				0.045,
				materials.stainless,
			),
		)
	}
	plant.add(
		pipe(
			[
				[joint, 1.3, 0.55],
				[riser, 1.3, 0.55],
				[riser, HEADER_Y, 0.55],
				[riser, HEADER_Y, HEADER_Z],
				[-1.9, HEADER_Y, HEADER_Z],
			],
			0.045,
			materials.stainless,
		),
	)
	const between = (riser + joint) / 2
	plant.add(at(inlineValve(0.045, 'x', { wheel: true }), between, 1.3, 0.55))
	plant.add(at(cylinder(0.025, 1.2, materials.steelDark), between, 0, 0.2))
	plant.add(at(box(0.05, 0.05, 0.4, materials.steelDark), between, 1.2, 0.4))

	// Filter feed pump drawing clarified water from the settler, and the pressure sand filter.
	const filterX = 2.1
	const filterZ = -0.55
	const pumpX = 3.15
	const pump = endSuctionPump(2.2)
	const s = Math.cbrt(2.2 / 5.5)
	plant.add(at(pump, pumpX, 0, filterZ, Math.PI))
	const axis = 0.21 * s
	plant.add(
		pipe(
			[
				[X1, axis, -0.98],
				[2.62, axis, -0.98],
				[2.62, axis, filterZ],
				[pumpX - 0.41 * s, axis, filterZ],
			],
			0.04,
			materials.stainless,
		),
	)
	plant.add(at(inlineValve(0.04, 'x'), 1.9, axis, -0.98))
	const shellTop = 0.35 + 0.16 + 1.2 + 0.16
	plant.add(at(vessel(0.4, 1.2, materials.frp, { legHeight: 0.35 }), filterX, 0, filterZ))
	const discharge = pumpX - 0.22 * s
	plant.add(
		pipe(
			[
				[discharge, axis + 0.24 * s, filterZ],
				[discharge, shellTop + 0.2, filterZ],
				[filterX, shellTop + 0.2, filterZ],
				[filterX, shellTop - 0.02, filterZ],
			],
			0.035,
			materials.stainless,
		),
	)
	plant.add(at(inlineValve(0.035, 'x'), (discharge + filterX) / 2 + 0.1, shellTop + 0.2, filterZ))
	plant.add(at(gauge(0.045), discharge, shellTop + 0.23, filterZ))
	plant.add(
		at(cylinder(0.12, 0.08, materials.steelDark), filterX - 0.2, shellTop - 0.12, filterZ + 0.12),
	)
	// Filtered water leaves under the bottom dish to the front, to the reuse tank.
	plant.add(
		pipe(
			[
				[filterX, 0.4, filterZ],
				[filterX, 0.22, filterZ],
				[filterX, 0.22, -0.02],
			],
			0.035,
			materials.stainless,
			{ flanged: true },
		),
	)
	plant.add(at(inlineValve(0.035, 'z'), filterX, 0.22, -0.2))

	const panel = controlPanel(0.8, 1.7, 0.35)
	plant.add(at(panel, 0.55, 0, HALF + 0.28))
	return merged(plant)
}

export default { build, turn: 30, tilt: 26 } satisfies Model
