// A fully automatic two-cavity PET stretch blow moulding machine for 500 ml bottles, about 2,000
// bottles an hour, as installed: the preform hopper on the floor with its cleated elevator up to
// the roller unscrambler and the infeed rail; the machine itself 2.6 m long, 1.0 m deep and 1.9 m
// tall on a navy base, the infrared oven (lamp banks behind a window, preforms turning past them,
// cooling fans on its roof) and the guarded mould station (the two-cavity mould open between its
// platens on four tie bars, the clamp cylinder behind and the stretch cylinders above); the
// operator's screen on a swing arm, the high-pressure air receiver behind, and the outfeed
// conveyor carrying blown bottles off to the right.
import * as THREE from 'three'
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
	vessel,
} from '../parts.ts'
import { bottle, conveyor, foot, gearMotor, lineMaterials, rod } from '../parts-b.ts'
import type { Model } from '../studio.ts'

const LENGTH = 2.6
const DEPTH = 1.0
const BASE = 0.72
/** The machine runs along x: oven from the left end, mould station at the right. */
const OVEN = [-LENGTH / 2, 0.25] as const
const MOULD = 0.75
/** The line the preforms travel through the oven and into the mould, a little in from the front. */
const PATH_Z = 0.18

const preformTint = new THREE.MeshPhysicalMaterial({
	color: 0x8fd8ee,
	roughness: 0.1,
	transparent: true,
	opacity: 0.75,
	clearcoat: 1,
})
const lamp = new THREE.MeshPhysicalMaterial({
	color: 0xf5a10b,
	emissive: 0xf5700b,
	emissiveIntensity: 1.2,
	roughness: 0.4,
})
const aluminium = new THREE.MeshPhysicalMaterial({ color: 0xc9ced4, metalness: 1, roughness: 0.22 })

/** A 500 ml preform, 0.1 m long: the test-tube body, the neck ring and the threaded finish. */
function preform() {
	return group(
		turned(
			[
				[0.0005, 0],
				[0.008, 0.002],
				[0.0125, 0.012],
				[0.0125, 0.075],
				[0.0135, 0.078],
				[0.018, 0.078],
				[0.018, 0.082],
				[0.0135, 0.082],
				[0.0135, 0.1],
				[0.011, 0.1],
			],
			preformTint,
		),
	)
}

/** The preform hopper, its inclined cleated elevator and the roller unscrambler it feeds. */
function preformFeed() {
	const whole = group()
	// The hopper: a stainless bin on legs, heaped with preforms, its sloped floor to the elevator.
	for (const [x, z] of [
		[-0.3, -0.25],
		[0.3, -0.25],
		[-0.3, 0.25],
		[0.3, 0.25],
	] as const) {
		whole.add(at(box(0.04, 0.35, 0.04, materials.stainless), x, 0, z))
		whole.add(at(foot(0.06), x, 0, z))
	}
	whole.add(at(box(0.7, 0.55, 0.6, materials.stainless), 0, 0.35, 0))
	for (const z of [-0.3, 0.3]) whole.add(at(box(0.72, 0.03, 0.03, materials.polished), 0, 0.9, z))
	for (const x of [-0.35, 0.35]) whole.add(at(box(0.03, 0.03, 0.62, materials.polished), x, 0.9, 0))
	for (let index = 0; index < 40; index++) {
		const piece = preform()
		piece.rotation.set(Math.PI / 2, (index * 2.4) % Math.PI, (index * 1.7) % Math.PI)
		whole.add(
			at(
				piece,
				-0.3 + ((index * 37) % 60) / 100,
				0.87 + (index % 3) * 0.015,
				-0.25 + ((index * 23) % 50) / 100,
			),
		)
	}
	// The elevator rises from the hopper's right side to the unscrambler's inlet.
	const from = new THREE.Vector3(0.3, 0.5, 0)
	const to = new THREE.Vector3(0.95, 2.0, 0)
	const rise = to.clone().sub(from)
	const casing = new THREE.Mesh(
		new THREE.BoxGeometry(rise.length(), 0.08, 0.3),
		materials.stainless,
	)
	casing.rotation.z = Math.atan2(rise.y, rise.x)
	casing.position.copy(from).lerp(to, 0.5)
	whole.add(casing)
	const belt = new THREE.Mesh(new THREE.BoxGeometry(rise.length(), 0.01, 0.24), materials.rubber)
	belt.rotation.z = casing.rotation.z
	belt.position.copy(casing.position).add(new THREE.Vector3(-0.02, 0.045, 0))
	whole.add(belt)
	for (let cleat = 1; cleat < 9; cleat++) {
		const spot = from.clone().lerp(to, cleat / 9)
		const bar = new THREE.Mesh(new THREE.BoxGeometry(0.012, 0.04, 0.24), lineMaterials.chain)
		bar.rotation.z = casing.rotation.z
		bar.position.copy(spot).add(new THREE.Vector3(-0.045, 0.02, 0))
		whole.add(bar)
	}
	whole.add(rod(new THREE.Vector3(0.85, 0, 0), new THREE.Vector3(0.85, 1.75, 0), 0.02))
	whole.add(at(foot(0.06), 0.85, 0, 0))
	whole.add(at(gearMotor(), 0.97, 2.0, -0.15))
	return whole
}

/** The roller unscrambler on its stand over the oven's left end, and the rail down to the oven. */
function unscrambler() {
	const whole = group()
	const length = 0.9
	const drop = 0.18
	for (const z of [-0.022, 0.022]) {
		whole.add(
			rod(
				new THREE.Vector3(0, 1.9, PATH_Z + z),
				new THREE.Vector3(length, 1.9 - drop, PATH_Z + z),
				0.02,
				materials.polished,
			),
		)
	}
	whole.add(at(box(length, 0.04, 0.2, materials.stainless), length / 2, 1.72, PATH_Z))
	for (const x of [0.05, length - 0.05])
		whole.add(
			at(box(0.04, 1.72 - BASE - 0.6, 0.04, materials.stainless), x, BASE + 0.6, PATH_Z - 0.1),
		)
	// Preforms hang by their neck rings between the rollers, then slide down the rail.
	for (let x = 0.15; x < length - 0.05; x += 0.045) {
		whole.add(at(preform(), x, 1.9 - (drop * x) / length - 0.1, PATH_Z))
	}
	const rail = [
		[length, 1.9 - drop, PATH_Z],
		[length + 0.35, BASE + 0.62, PATH_Z],
	] as const
	for (const z of [-0.016, 0.016]) {
		whole.add(
			pipe(
				rail.map(([x, y, zz]) => [x, y, zz + z] as const),
				0.005,
				materials.stainless,
			),
		)
	}
	return whole
}

/** The infrared oven: grey casing on the base, lamp banks behind a long window, fans on the roof. */
function oven(length: number) {
	const whole = group()
	const height = 0.55
	whole.add(at(box(length, height, DEPTH - 0.1, materials.panel), length / 2, BASE, 0))
	whole.add(
		at(box(length + 0.02, 0.03, DEPTH - 0.08, materials.steelDark), length / 2, BASE + height, 0),
	)
	// The window: a dark recess with three lamp rows and the preforms turning on their spindles.
	const front = (DEPTH - 0.1) / 2
	whole.add(at(box(length - 0.2, 0.22, 0.01, materials.rubber), length / 2, BASE + 0.2, front))
	for (const y of [0.24, 0.29, 0.34]) {
		whole.add(at(box(length - 0.26, 0.012, 0.008, lamp), length / 2, BASE + y, front + 0.006))
	}
	for (let x = 0.14; x < length - 0.12; x += 0.05) {
		whole.add(at(preform(), x, BASE + 0.22, front + 0.03))
		whole.add(at(cylinder(0.006, 0.02, materials.steelDark), x, BASE + 0.2, front + 0.03))
	}
	whole.add(
		at(box(length - 0.2, 0.22, 0.006, lineMaterials.guard), length / 2, BASE + 0.2, front + 0.055),
	)
	whole.add(
		at(
			box(length - 0.18, 0.015, 0.06, materials.steelDark),
			length / 2,
			BASE + 0.185,
			front + 0.03,
		),
	)
	for (const x of [0.35, length - 0.35]) {
		whole.add(at(cylinder(0.14, 0.05, materials.steelDark), x, BASE + height + 0.03, -0.1))
		whole.add(at(cylinder(0.08, 0.14, materials.motor), x, BASE + height + 0.08, -0.1))
	}
	return whole
}

/** The mould station: the open two-cavity mould between its platens, under a guarded roof. */
function mouldStation() {
	const whole = group()
	const width = 1.0
	const height = 1.05
	const centre = PATH_Z - 0.05
	// The frame and its clear doors on the front and the right-hand end.
	for (const x of [-width / 2, width / 2]) {
		for (const z of [-DEPTH / 2 + 0.05, DEPTH / 2 - 0.05]) {
			whole.add(at(box(0.05, height, 0.05, materials.stainless), x, BASE, z))
		}
	}
	whole.add(at(box(width + 0.05, 0.14, DEPTH - 0.05, materials.panel), 0, BASE + height, 0))
	whole.add(
		at(box(width - 0.05, height - 0.05, 0.008, lineMaterials.guard), 0, BASE, DEPTH / 2 - 0.05),
	)
	whole.add(at(box(0.008, height - 0.05, DEPTH - 0.15, lineMaterials.guard), width / 2, BASE, 0))
	whole.add(
		at(box(width - 0.05, height - 0.05, 0.008, materials.panel), 0, BASE, -DEPTH / 2 + 0.05),
	)
	whole.add(
		at(box(0.02, 0.2, 0.03, materials.steelDark), width / 2 - 0.1, BASE + 0.5, DEPTH / 2 - 0.03),
	)
	// The clamp works along x so the open mould faces the doors: fixed platen on the left, moving
	// platen on the right on four tie bars, the clamp cylinder beyond it; the two cavities one
	// behind the other between the open mould halves.
	const mouldY = BASE + 0.08
	for (const y of [mouldY + 0.06, mouldY + 0.36]) {
		for (const z of [centre - 0.2, centre + 0.2]) {
			whole.add(
				rod(
					new THREE.Vector3(-0.3, y, z),
					new THREE.Vector3(0.36, y, z),
					0.016,
					materials.polished,
				),
			)
		}
	}
	for (const [x, side] of [
		[-0.26, -1],
		[0.22, 1],
	] as const) {
		whole.add(at(box(0.04, 0.46, 0.5, materials.steelDark), x, mouldY - 0.02, centre))
		whole.add(at(box(0.09, 0.3, 0.3, aluminium), x - side * 0.065, mouldY + 0.05, centre))
	}
	whole.add(at(box(0.03, 0.46, 0.5, materials.steelDark), 0.36, mouldY - 0.02, centre))
	const clamp = lyingCylinder(0.075, 0.1, materials.polished)
	whole.add(at(clamp, 0.43, mouldY + 0.21, centre))
	whole.add(at(box(0.5, 0.06, 0.5, materials.steelDark), 0, BASE, centre))
	for (const z of [-0.07, 0.07]) {
		whole.add(at(box(0.08, 0.05, 0.08, aluminium), -0.02, mouldY, centre + z))
		whole.add(at(bottle(0.21), -0.02, mouldY + 0.05, centre + z))
		// Each cavity's stretch cylinder and blow nozzle on the beam above.
		whole.add(at(cylinder(0.028, 0.2, materials.polished), -0.02, mouldY + 0.48, centre + z))
		whole.add(at(cylinder(0.012, 0.22, materials.steelDark), -0.02, mouldY + 0.27, centre + z))
	}
	whole.add(at(box(0.12, 0.05, 0.4, materials.stainless), -0.02, mouldY + 0.43, centre))
	for (const z of [centre - 0.18, centre + 0.18]) {
		whole.add(at(box(0.04, 0.42, 0.04, materials.stainless), -0.02, mouldY + 0.06, z))
	}
	return whole
}

function build() {
	const machine = group()
	// The navy base frame on levelling feet.
	for (const x of [-LENGTH / 2 + 0.1, 0, LENGTH / 2 - 0.1]) {
		for (const z of [-DEPTH / 2 + 0.1, DEPTH / 2 - 0.1]) machine.add(at(foot(0.08), x, 0, z))
	}
	machine.add(at(box(LENGTH, BASE - 0.08, DEPTH, materials.paintNavy), 0, 0.08, 0))
	for (const x of [-0.85, 0, 0.85]) {
		machine.add(at(box(0.78, BASE - 0.2, 0.01, materials.paintNavy), x, 0.14, DEPTH / 2 + 0.004))
		machine.add(at(box(0.02, 0.1, 0.02, materials.steelDark), x + 0.3, 0.4, DEPTH / 2 + 0.012))
	}
	const ovenLength = MOULD - 0.5 - OVEN[0]
	machine.add(at(oven(ovenLength), OVEN[0], 0, 0))
	machine.add(at(mouldStation(), MOULD, 0, 0))
	machine.add(at(unscrambler(), OVEN[0] + 0.05, 0, 0))
	machine.add(at(preformFeed(), OVEN[0] - 0.95, 0, PATH_Z))
	// The operator's screen on a swing arm off the mould station's front left post.
	const arm = [MOULD - 0.5, BASE + 1.0, DEPTH / 2 - 0.05] as const
	machine.add(
		pipe(
			[arm, [arm[0], arm[1], arm[2] + 0.3], [arm[0], arm[1] - 0.08, arm[2] + 0.3]],
			0.022,
			materials.stainless,
		),
	)
	machine.add(at(controlPanel(0.4, 0.36, 0.14, { plinth: 0 }), arm[0], arm[1] - 0.44, arm[2] + 0.3))
	// The 40-bar air receiver behind the mould station, piped to the blow valve block.
	const receiver = vessel(0.2, 0.9, materials.paintNavy, { legHeight: 0.2, legs: 3 })
	receiver.add(at(gauge(0.04), 0, 1.38, 0))
	machine.add(at(receiver, MOULD + 0.1, 0, -DEPTH / 2 - 0.35))
	machine.add(
		pipe(
			[
				[MOULD + 0.1 + 0.2, 0.9, -DEPTH / 2 - 0.35],
				[MOULD + 0.45, 0.9, -DEPTH / 2 - 0.35],
				[MOULD + 0.45, 0.9, -DEPTH / 2],
				[MOULD + 0.45, 1.3, -DEPTH / 2],
			],
			0.012,
			materials.stainless,
		),
	)
	machine.add(
		at(lyingCylinder(0.03, 0.14, materials.steelDark), MOULD + 0.45, 1.33, -DEPTH / 2 + 0.02),
	)
	// The outfeed conveyor takes blown bottles off the mould station's right-hand end.
	const start = MOULD + 0.32
	const length = LENGTH / 2 + 0.9 - start
	const outfeedZ = PATH_Z - 0.05
	machine.add(
		at(conveyor(length, { top: BASE + 0.13, legsAt: [length - 0.15] }), start, 0, outfeedZ),
	)
	for (let x = start + 0.06; x < start + length - 0.08; x += 0.075) {
		machine.add(at(bottle(0.21), x, BASE + 0.13, outfeedZ))
	}
	return machine
}

export default { build, turn: 30, tilt: 16, fill: 0.92 } satisfies Model
