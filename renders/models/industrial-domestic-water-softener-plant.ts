// A duplex (twin alternating) water softener of about 5 m³/h as shipped on its base: two 20 × 63-inch
// blue FRP resin vessels, each with its automatic control valve on top, a UPVC inlet header and
// outlet header in front joining the two valves (ball valves and gauges at their ends), a white
// brine tank 1 m tall with its filling flap open over the salt and the brine lines to both valves, and
// the compact twin controller on its post at the left; 2.7 m long overall and 2.3 m tall.
import * as THREE from 'three'
import {
	at,
	ballValve,
	box,
	controlPanel,
	cylinder,
	gauge,
	group,
	materials,
	pipe,
} from '../parts.ts'
import {
	controlValve,
	finishes,
	flange,
	frpVessel,
	laid,
	PORT_HEIGHT,
	pipeSupport,
	pointed,
} from '../parts-a.ts'
import type { Model } from '../studio.ts'

const BASE = 0.1
const RADIUS = 0.25
const COLUMN = 1.6
const VESSELS = [-0.35, 0.35]
const VALVE_FOOT = BASE + 0.06 + COLUMN + 0.03
const PORT_Y = VALVE_FOOT + PORT_HEIGHT
const INLET = { y: BASE + 1.2, z: 0.34 }
const OUTLET = { y: BASE + 0.95, z: 0.43 }
const LINE = 0.025
const TANK = { x: 1.2, radius: 0.33, height: 1.0 }

/** A brine tank's salt: a level bed of crystals with a few hundred lumps heaped on it. */
function salt(radius: number) {
	const whole = group(cylinder(radius, 0.02, finishes.salt))
	const lumps = 260
	const crystals = new THREE.InstancedMesh(
		new THREE.IcosahedronGeometry(1, 0),
		finishes.salt,
		lumps,
	)
	// A fixed sequence rather than Math.random, so every render of the picture is the same.
	let seed = 7
	const next = () => {
		seed = (seed * 16807) % 2147483647
		return seed / 2147483647
	}
	const placing = new THREE.Object3D()
	for (let index = 0; index < lumps; index++) {
		const along = Math.sqrt(next()) * (radius - 0.02)
		const angle = next() * Math.PI * 2
		const size = 0.012 + next() * 0.014
		placing.position.set(
			Math.cos(angle) * along,
			0.02 + (1 - along / radius) * 0.05 + next() * 0.01,
			Math.sin(angle) * along,
		)
		placing.rotation.set(next() * 3, next() * 3, next() * 3)
		placing.scale.setScalar(size)
		placing.updateMatrix()
		crystals.setMatrixAt(index, placing.matrix)
	}
	whole.add(crystals)
	return whole
}

/** The brine tank: moulded HDPE, filled with salt, its brine well at the back and its lid slid back. */
function brineTank() {
	const { radius, height } = TANK
	const wall = new THREE.Mesh(
		new THREE.CylinderGeometry(radius, radius, height, 48, 1, true),
		finishes.hdpe,
	)
	wall.position.y = height / 2
	const inside = finishes.hdpe.clone()
	inside.side = THREE.BackSide
	const lining = new THREE.Mesh(
		new THREE.CylinderGeometry(radius - 0.006, radius - 0.006, height, 48, 1, true),
		inside,
	)
	lining.position.y = height / 2
	const whole = group(wall, lining, cylinder(radius, 0.02, finishes.hdpe))
	const rim = new THREE.Mesh(
		new THREE.RingGeometry(radius - 0.006, radius + 0.004, 48),
		finishes.hdpe,
	)
	rim.rotation.x = -Math.PI / 2
	rim.position.y = height
	whole.add(rim)
	for (const y of [0.3, 0.65])
		whole.add(at(cylinder(radius + 0.006, 0.025, finishes.hdpe), 0, y, 0))
	whole.add(at(salt(radius - 0.008), 0, height - 0.14, 0))
	const well = { x: -0.18, z: -0.16 }
	whole.add(at(cylinder(0.05, height + 0.06, materials.plastic), well.x, 0, well.z))
	whole.add(at(cylinder(0.055, 0.02, materials.upvc), well.x, height + 0.06, well.z))
	// The lid's back half is fixed round the well; its front half is a flap, hinged open for filling.
	const half = (start: number) =>
		new THREE.Mesh(
			new THREE.CylinderGeometry(
				radius + 0.012,
				radius + 0.012,
				0.025,
				48,
				1,
				false,
				start,
				Math.PI,
			),
			finishes.hdpe,
		)
	whole.add(at(half(Math.PI / 2), 0, height + 0.0125, 0))
	const flap = half(-Math.PI / 2)
	flap.rotation.x = -1.75
	whole.add(at(group(flap), 0, height + 0.025, 0))
	return whole
}

function build() {
	const plant = group()
	const from = -1.2
	const to = 1.6
	for (const z of [-0.3, 0.3]) {
		plant.add(at(box(to - from, BASE, 0.08, materials.paintNavy), (from + to) / 2, 0, z))
	}
	for (const x of [from + 0.04, 0, 0.8, to - 0.04]) {
		plant.add(at(box(0.08, BASE, 0.52, materials.paintNavy), x, 0, 0))
	}
	plant.add(at(box(to - from, 0.012, 0.68, materials.steelDark), (from + to) / 2, BASE - 0.009, 0))

	for (const x of VESSELS) {
		plant.add(at(frpVessel(RADIUS, COLUMN), x, BASE, 0))
		plant.add(at(controlValve(), x, VALVE_FOOT, 0))
		// Inlet from the valve's left port, outlet from its right, each forward and down to its header.
		for (const [side, header] of [
			[-1, INLET],
			[1, OUTLET],
		] as const) {
			const drop = x + side * 0.2
			plant.add(
				pipe(
					[
						[x + side * 0.14, PORT_Y, 0],
						[drop, PORT_Y, 0],
						[drop, PORT_Y, header.z],
						[drop, header.y, header.z],
					],
					LINE,
					materials.upvc,
				),
			)
			plant.add(
				at(
					pointed(cylinder(LINE + 0.008, 0.04, materials.upvc), side < 0 ? '-x' : 'x'),
					x + side * 0.14,
					PORT_Y,
					0,
				),
			)
		}
	}
	const first = VESSELS[0] ?? 0
	const second = VESSELS[1] ?? 0
	// The inlet header comes in at the left through its isolating valve; the outlet leaves at the right.
	const inletEnd = from + 0.3
	plant.add(
		pipe(
			[
				[inletEnd, INLET.y, INLET.z],
				[second - 0.2, INLET.y, INLET.z],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(at(laid(flange(LINE, materials.upvc), '-x'), inletEnd, INLET.y, INLET.z))
	plant.add(at(ballValve(LINE), inletEnd + 0.12, INLET.y, INLET.z))
	plant.add(at(gauge(0.04), inletEnd + 0.3, INLET.y + LINE, INLET.z))
	const outletEnd = 1.0
	plant.add(
		pipe(
			[
				[first + 0.2, OUTLET.y, OUTLET.z],
				[outletEnd, OUTLET.y, OUTLET.z],
			],
			LINE,
			materials.upvc,
		),
	)
	plant.add(at(laid(flange(LINE, materials.upvc), 'x'), outletEnd, OUTLET.y, OUTLET.z))
	plant.add(at(ballValve(LINE), outletEnd - 0.12, OUTLET.y, OUTLET.z))
	plant.add(at(gauge(0.04), outletEnd - 0.3, OUTLET.y + LINE, OUTLET.z))
	plant.add(at(pipeSupport(INLET.y - BASE, LINE), inletEnd + 0.2, BASE, INLET.z))
	plant.add(at(pipeSupport(OUTLET.y - BASE, LINE), outletEnd - 0.2, BASE, OUTLET.z))

	// Brine tank and the brine lines from the back of each valve into its well.
	plant.add(at(brineTank(), TANK.x, BASE, 0))
	const wellX = TANK.x - 0.18
	const wellZ = -0.16
	const wellTop = BASE + TANK.height + 0.08
	for (const [index, x] of VESSELS.entries()) {
		const run = wellTop + 0.08 + index * 0.05
		plant.add(
			pipe(
				[
					[x + 0.05, PORT_Y, -0.1],
					[x + 0.05, PORT_Y, -0.32 - index * 0.03],
					[x + 0.05, run, -0.32 - index * 0.03],
					[wellX, run, -0.32 - index * 0.03],
					[wellX, run, wellZ],
					[wellX, wellTop, wellZ],
				],
				0.007,
				materials.rubber,
			),
		)
	}

	// The twin controller on its post, its cables to the valves run behind the vessels.
	const post = from + 0.25
	plant.add(at(box(0.05, 1.05, 0.05, materials.stainless), post, BASE, -0.15))
	plant.add(at(box(0.2, 0.012, 0.2, materials.stainless), post, BASE, -0.15))
	plant.add(at(controlPanel(0.34, 0.44, 0.16, { plinth: 0 }), post, BASE + 1.0, -0.07))
	for (const [index, x] of VESSELS.entries()) {
		const run = BASE + 1.3 + index * 0.05
		plant.add(
			pipe(
				[
					[post + 0.1, run, -0.12],
					[post + 0.1, run, -0.38],
					[x - 0.05, run, -0.38],
					[x - 0.05, PORT_Y + 0.12, -0.38],
					[x - 0.05, PORT_Y + 0.12, -0.09],
				],
				0.006,
				materials.rubber,
			),
		)
	}
	return plant
}

export default { build, turn: 30, tilt: 18 } satisfies Model
