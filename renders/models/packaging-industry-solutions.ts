// An end-of-line packaging section for 500 ml PET bottles, about 100 bottles a minute, laid out in
// an L 4.4 m × 4 m: along the back, the shrink sleeve labeller (film reels on its column, the
// cutting head over the conveyor), the steam shrink tunnel with its steam generator and the inkjet
// coder on its pedestal; then, turning towards the front, the three-lane collating conveyor, the
// automatic web-sealing shrink wrapper with its film reels and sealing head under guarding, the
// hot-air shrink tunnel and the cooling conveyor carrying out film-wrapped packs of twelve.
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
	roundedBox,
} from '../parts.ts'
import { bottle, conveyor, foot, lineMaterials } from '../parts-b.ts'
import type { Model } from '../studio.ts'

const BED = 0.95

const film = new THREE.MeshPhysicalMaterial({ color: 0xa2e8f6, roughness: 0.25, clearcoat: 0.8 })
const sleeve = new THREE.MeshPhysicalMaterial({ color: 0x173a69, roughness: 0.3, clearcoat: 0.9 })
const opening = new THREE.MeshPhysicalMaterial({ color: 0x1a1f26, roughness: 0.9 })

/** A bottle as it leaves the sleeve labeller, its printed sleeve shrunk round its body. */
function labelled(shrunk: boolean) {
	const whole = bottle(0.21, { fill: 0.8, capped: true })
	const band = shrunk ? 0.0328 : 0.036
	whole.add(at(cylinder(band, 0.085, sleeve), 0, 0.022, 0))
	return whole
}

/** A reel of film on its spindle, lying along z from a carrier plate. */
function reel(radius: number, width: number) {
	const roll = new THREE.Mesh(new THREE.CylinderGeometry(radius, radius, width, 40), film)
	roll.rotation.x = Math.PI / 2
	const core = new THREE.Mesh(
		new THREE.CylinderGeometry(0.045, 0.045, width + 0.04, 24),
		materials.steelDark,
	)
	core.rotation.x = Math.PI / 2
	return group(roll, core)
}

function sleeveLabeller() {
	const whole = group()
	// The column stands behind the conveyor and carries the head out over it.
	whole.add(at(roundedBox(0.7, 1.8, 0.4, 0.02, materials.stainless), 0, 0.08, -0.32))
	for (const x of [-0.28, 0.28]) for (const z of [-0.45, -0.19]) whole.add(at(foot(0.08), x, 0, z))
	whole.add(at(box(0.6, 0.42, 0.36, materials.stainless), 0, BED + 0.32, -0.02))
	whole.add(at(box(0.5, 0.3, 0.01, lineMaterials.guard), 0, BED + 0.38, 0.165))
	whole.add(at(box(0.5, 0.008, 0.012, materials.steelDark), 0, BED + 0.37, 0.165))
	whole.add(at(cylinder(0.03, 0.3, materials.polished), 0, BED + 0.02, -0.02))
	for (const [x, y] of [
		[-0.17, 1.72],
		[0.19, 1.55],
	] as const) {
		whole.add(at(reel(0.2, 0.12), x, y, -0.02))
	}
	for (const x of [-0.25, 0.0, 0.25]) {
		whole.add(at(lyingCylinder(0.018, 0.12, materials.polished), x, 1.35, -0.05)).rotation.y =
			Math.PI / 2
	}
	const panel = controlPanel(0.34, 0.3, 0.12, { plinth: 0 })
	whole.add(at(panel, 0.55, 1.25, -0.25))
	whole.add(
		pipe(
			[
				[0.35, 1.35, -0.32],
				[0.55, 1.35, -0.32],
				[0.55, 1.25, -0.32],
			],
			0.02,
			materials.stainless,
		),
	)
	return whole
}

function steamTunnel() {
	const whole = group()
	const length = 1.0
	whole.add(at(box(length, 0.36, 0.36, materials.stainless), 0, BED + 0.03, 0))
	whole.add(at(box(length + 0.04, 0.03, 0.4, materials.polished), 0, BED + 0.39, 0))
	for (const x of [-length / 2 - 0.001, length / 2 + 0.001]) {
		whole.add(at(box(0.004, 0.26, 0.14, opening), x, BED + 0.03, 0))
	}
	whole.add(
		pipe(
			[
				[0.3, BED + 0.42, 0],
				[0.3, BED + 0.9, 0],
			],
			0.04,
			materials.stainless,
		),
	)
	// The steam generator stands in front, its steam line up and over into the tunnel's roof.
	const generator = group(roundedBox(0.45, 0.7, 0.35, 0.02, materials.stainless))
	generator.add(at(box(0.45, 0.06, 0.35, materials.rubber), 0, 0, 0))
	const dial = gauge(0.04)
	generator.add(at(dial, -0.1, 0.7, 0.05))
	generator.add(at(controlPanel(0.22, 0.2, 0.02, { plinth: 0 }), 0.08, 0.38, 0.18))
	whole.add(at(generator, -0.1, 0, 0.55))
	whole.add(
		pipe(
			[
				[0.05, 0.7, 0.55],
				[0.05, BED + 0.55, 0.55],
				[0.05, BED + 0.55, 0],
				[0.05, BED + 0.42, 0],
			],
			0.016,
			materials.stainless,
		),
	)
	for (const x of [-0.4, 0.4]) {
		for (const z of [-0.16, 0.16])
			whole.add(at(box(0.03, BED + 0.03, 0.03, materials.stainless), x, 0, z))
	}
	return whole
}

/** The inkjet coder: printer cabinet on a pedestal, its umbilical to the head at the conveyor's side. */
function inkjetCoder() {
	const whole = group()
	whole.add(cylinder(0.2, 0.02, materials.steelDark))
	whole.add(at(cylinder(0.03, 0.7, materials.stainless), 0, 0.02, 0))
	whole.add(at(controlPanel(0.36, 0.4, 0.26, { plinth: 0 }), 0, 0.72, 0))
	whole.add(
		pipe(
			[
				[0.12, 0.9, -0.13],
				[0.12, 0.9, -0.3],
				[0.12, BED + 0.1, -0.38],
				[0.05, BED + 0.1, -0.38],
			],
			0.01,
			materials.rubber,
		),
	)
	const head = lyingCylinder(0.02, 0.16, materials.stainless)
	head.rotation.y = Math.PI / 2
	whole.add(at(head, 0.05, BED + 0.1, -0.38))
	whole.add(at(box(0.02, BED + 0.05, 0.02, materials.stainless), 0.05, 0, -0.33))
	return whole
}

/** A pack of twelve bottles (3 × 4) in shrunk film. */
function pack() {
	const whole = group()
	for (let row = 0; row < 3; row++) {
		for (let column = 0; column < 4; column++) {
			whole.add(at(labelled(true), (column - 1.5) * 0.066, 0, (row - 1) * 0.066))
		}
	}
	whole.add(at(roundedBox(0.275, 0.225, 0.21, 0.03, lineMaterials.pet), 0, 0.003, 0))
	return whole
}

/**
 * The wrapper line built along +x from its infeed at the origin, its operator side at +z: the
 * collating conveyor, the web-sealing wrapper, the shrink tunnel and the cooling conveyor.
 */
function wrapperLine() {
	const whole = group()
	// Three-lane collating conveyor with its lane dividers and bottles queued in every lane.
	const collate = 1.2
	whole.add(
		conveyor(collate, { top: BED, chain: 0.3, guide: 0.11, drive: false, legsAt: [0.2, 1.0] }),
	)
	for (const z of [-0.035, 0.035]) {
		whole.add(
			at(
				box(collate - 0.1, 0.05, 0.004, lineMaterials.chain),
				collate / 2 + 0.05,
				BED + 0.02,
				z * 1.9,
			),
		)
	}
	for (const z of [-0.068, 0, 0.068]) {
		for (let x = 0.06; x < collate - 0.02; x += 0.068) whole.add(at(labelled(true), x, BED, z))
	}
	// The wrapper: a stainless frame on feet, film reels in its base, the sealing head above.
	const wrapper = group()
	const length = 1.3
	const width = 0.9
	wrapper.add(at(box(length, 0.7, width, materials.stainless), 0, 0.1, 0))
	for (const x of [-0.55, 0.55]) for (const z of [-0.38, 0.38]) wrapper.add(at(foot(0.1), x, 0, z))
	wrapper.add(at(box(length + 0.02, 0.03, width + 0.02, materials.polished), 0, 0.8, 0))
	for (const x of [-0.3, 0.3]) {
		const roll = reel(0.17, 0.7)
		roll.rotation.y = Math.PI / 2
		wrapper.add(at(roll, x, 0.42, width / 2 + 0.02))
	}
	wrapper.add(at(box(length - 0.05, 0.025, width * 0.5, materials.polished), 0, BED - 0.025, 0))
	for (const x of [-length / 2, length / 2]) {
		for (const z of [-width / 2, width / 2])
			wrapper.add(at(box(0.05, 0.8, 0.05, materials.stainless), x, 0.83, z))
	}
	wrapper.add(at(box(length, 0.16, width, materials.stainless), 0, 1.63, 0))
	wrapper.add(at(box(length - 0.05, 0.76, 0.008, lineMaterials.guard), 0, 0.85, width / 2))
	wrapper.add(at(box(0.008, 0.76, width - 0.05, lineMaterials.guard), length / 2, 0.85, 0))
	wrapper.add(at(box(0.5, 0.06, 0.6, materials.steelDark), 0.1, 1.4, 0))
	for (const z of [-0.2, 0.2])
		wrapper.add(at(cylinder(0.02, 0.23, materials.polished), 0.1, 1.46, z))
	wrapper.add(at(pack(), -0.2, BED, 0))
	wrapper.add(at(controlPanel(0.4, 0.45, 0.16, { plinth: 0 }), 0.45, 1.0, width / 2 + 0.1))
	wrapper.add(at(box(0.2, 0.1, 0.12, materials.stainless), 0.45, 1.45, width / 2 + 0.05))
	whole.add(at(wrapper, collate + length / 2, 0, 0))
	// The shrink tunnel: an insulated hood on legs, its end openings hung with strip curtains and
	// the circulation fans' motors on its roof.
	const tunnel = group()
	const tunnelLength = 1.5
	tunnel.add(at(box(tunnelLength, 0.6, 0.8, materials.stainless), 0, 0.75, 0))
	tunnel.add(at(box(tunnelLength + 0.04, 0.04, 0.84, materials.polished), 0, 1.35, 0))
	for (const x of [-tunnelLength / 2 - 0.001, tunnelLength / 2 + 0.001]) {
		tunnel.add(at(box(0.004, 0.3, 0.5, opening), x, BED, 0))
	}
	for (const x of [-0.4, 0.4]) {
		tunnel.add(at(cylinder(0.09, 0.16, materials.motor), x, 1.39, 0))
		tunnel.add(at(cylinder(0.085, 0.05, materials.motor, 0.07), x, 1.55, 0))
		for (const z of [-0.35, 0.35])
			tunnel.add(at(box(0.05, 0.75, 0.05, materials.stainless), x * 1.6, 0, z))
	}
	tunnel.add(at(box(tunnelLength, 0.04, 0.84, materials.stainless), 0, 0.2, 0))
	tunnel.add(at(controlPanel(0.3, 0.42, 0.16, { plinth: 0 }), 0.2, 0.8, 0.48))
	const tunnelAt = collate + length + tunnelLength / 2 + 0.02
	whole.add(at(tunnel, tunnelAt, 0, 0))
	// The cooling conveyor carries the finished packs out of the tunnel.
	const cooling = 0.7
	const coolAt = collate + length + tunnelLength - 0.1
	whole.add(
		at(
			conveyor(cooling + 0.1, { top: BED, chain: 0.34, guide: 0.2, legsAt: [cooling - 0.05] }),
			coolAt,
			0,
			0,
		),
	)
	whole.add(at(pack(), coolAt + 0.55, BED, 0))
	return whole
}

/**
 * The labelling line along +x from the origin, the machines' operator side (the steam generator,
 * the coder) at +z, the side that ends up facing the camera.
 */
function labellingLine(length: number) {
	const line = group(conveyor(length, { top: BED, legsAt: [0.3, 1.5, length - 0.2] }))
	line.add(at(sleeveLabeller(), 0.55, 0, 0))
	line.add(at(steamTunnel(), 1.7, 0, 0))
	line.add(at(inkjetCoder(), 2.65, 0, 0.45))
	// Bottles pass bare into the labeller, come out with a loose sleeve and leave the tunnel shrunk.
	for (let x = 0.06; x < length - 0.05; x += 0.075) {
		const item = x < 0.4 ? bottle(0.21, { fill: 0.8, capped: true }) : labelled(x > 2.2)
		line.add(at(item, x, BED, 0))
	}
	return line
}

function build() {
	const section = group()
	// The labelling line runs towards the front down the left; the wrapper line runs off to the
	// right across the front, so from the front left neither hides the other.
	const side = -1.6
	const front = 0.25
	const start = -2.7
	section.add(at(labellingLine(front + 0.1 - start), side, 0, start, -Math.PI / 2))
	section.add(at(wrapperLine(), side - 0.1, 0, front))
	return section
}

export default { build, turn: -32, tilt: 18, fill: 0.92 } satisfies Model
