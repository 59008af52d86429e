// A ceramic membrane filtration plant of about 3 m³/h of permeate as shipped on its skid: three
// vertical 316 housings, each holding nineteen 41 mm, 19-channel alumina elements 1.2 m long between
// bolted end flanges, in a stainless frame 2.6 m tall; the circulation pump in front feeding their
// bottom manifold, the retentate manifold across their heads returning to the CIP and feed tank at
// the left, the permeate header in front of them and the control panel at the right. The housing
// nearest the viewer is cut away to show its elements and their channels in section.
import * as THREE from 'three'
import {
	at,
	ballValve,
	box,
	controlPanel,
	cylinder,
	endSuctionPump,
	frame,
	gauge,
	group,
	materials,
	pipe,
	turned,
	vessel,
} from '../parts.ts'
import { butterflyValve, finishes, flange, flangedJoint, laid, pointed } from '../parts-a.ts'
import type { Model } from '../studio.ts'

const BASE = 0.1
const HOUSINGS = [-0.1, 0.35, 0.8]
const HOUSING_Z = -0.1
const HOUSING_FOOT = 0.85
const SHELL = 0.125
const SHELL_FROM = 0.18
const SHELL_TO = 1.4
const FEED_Y = 0.8
const RETENTATE_Y = 2.46
const PERMEATE_Y = HOUSING_FOOT + 1.33
const CLAMPS = [0.25, 1.25]
const PERMEATE_Z = 0.15
const MANIFOLD = 0.055
const MANIFOLD_END = 1.02
const ELEMENT = 0.0205
const PITCH = 0.047
// The camera looks from 32° round to the right, so the cut faces it.
const VIEW = THREE.MathUtils.degToRad(32)
const WINDOW = { from: 0.32, to: 1.18, half: 1.2 }

/** The nineteen element centres of a housing, on a hexagonal grid two rings deep. */
const ELEMENTS = [-2, -1, 0, 1, 2].flatMap((row) =>
	[-2, -1, 0, 1, 2]
		.map((column) => [(column + row / 2) * PITCH, (row * Math.sqrt(3) * PITCH) / 2] as const)
		.filter(([x, z]) => Math.hypot(x, z) < PITCH * 2.1),
)

/** A 19-channel element's face: the disc with its channels, one ring of six and one of twelve. */
function elementFace() {
	const shape = new THREE.Shape()
	shape.absarc(0, 0, ELEMENT, 0, Math.PI * 2, false)
	const channels: [number, number][] = [[0, 0]]
	for (let index = 0; index < 6; index++) {
		const angle = (index / 6) * Math.PI * 2
		channels.push([Math.cos(angle) * 0.0075, Math.sin(angle) * 0.0075])
	}
	for (let index = 0; index < 12; index++) {
		const angle = (index / 12) * Math.PI * 2 + Math.PI / 12
		channels.push([Math.cos(angle) * 0.0145, Math.sin(angle) * 0.0145])
	}
	for (const [x, y] of channels) {
		const hole = new THREE.Path()
		hole.absarc(x, y, 0.0028, 0, Math.PI * 2, true)
		shape.holes.push(hole)
	}
	const geometry = new THREE.ExtrudeGeometry(shape, {
		depth: 0.012,
		bevelEnabled: false,
		curveSegments: 12,
	})
	geometry.rotateX(-Math.PI / 2)
	const face = new THREE.Mesh(geometry, finishes.ceramic)
	// Dark behind the face so the channels read as bores.
	const bores = at(cylinder(ELEMENT * 0.95, 0.004, finishes.moulded), 0, -0.002, 0)
	return group(face, bores)
}

/** Whether an element centre lies in the cut-away quarter facing the camera. */
function inWindow(x: number, z: number) {
	if (x === 0 && z === 0) return true
	const angle = Math.atan2(x, z) - VIEW
	return Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle))) <= WINDOW.half
}

/**
 * One housing standing on y = 0: the feed nozzle and conical bonnet, the bolted body flanges, the
 * shell with its permeate port, and the bonnet and retentate nozzle on top. When `cut`, a quarter of
 * the shell is cut away over the middle and the elements in that quarter are sectioned.
 */
function housing(cut: boolean) {
	const whole = group()
	for (const [from, to, flip] of [
		[0, SHELL_FROM - 0.02, false],
		[SHELL_TO + 0.02, SHELL_TO + 0.18, true],
	] as const) {
		const span = to - from
		const bonnet = turned(
			[
				[0.055, 0],
				[0.055, span * 0.4],
				[SHELL + 0.015, span * 0.85],
				[SHELL + 0.015, span],
			],
			materials.stainless,
		)
		if (flip) {
			bonnet.rotation.x = Math.PI
			bonnet.position.y = to
		} else bonnet.position.y = from
		whole.add(bonnet)
	}
	for (const y of [SHELL_FROM - 0.02, SHELL_TO + 0.02]) {
		whole.add(at(flangedJoint(SHELL * 0.75, materials.stainless, 12), 0, y, 0))
	}
	if (!cut) {
		whole.add(at(cylinder(SHELL, SHELL_TO - SHELL_FROM, materials.stainless), 0, SHELL_FROM, 0))
	} else {
		const opening = VIEW + WINDOW.half
		const rest = Math.PI * 2 - WINDOW.half * 2
		// The shell's inside shows darker than its outside, so the white elements stand out against it.
		const inside = materials.steelDark.clone()
		inside.side = THREE.BackSide
		const span = (from: number, to: number, material: THREE.Material) => {
			const mesh = new THREE.Mesh(
				new THREE.CylinderGeometry(SHELL, SHELL, to - from, 48, 1, true, opening, rest),
				material,
			)
			mesh.position.y = (from + to) / 2
			return mesh
		}
		whole.add(at(cylinder(SHELL, WINDOW.from - SHELL_FROM, materials.stainless), 0, SHELL_FROM, 0))
		whole.add(
			span(WINDOW.from, WINDOW.to, materials.stainless),
			span(WINDOW.from, WINDOW.to, inside),
		)
		whole.add(at(cylinder(SHELL, SHELL_TO - WINDOW.to, materials.stainless), 0, WINDOW.to, 0))
		// The cut wall's edges, so the shell reads as plate rather than foil.
		for (const y of [WINDOW.from, WINDOW.to]) {
			const lip = new THREE.Mesh(
				new THREE.RingGeometry(SHELL - 0.005, SHELL, 24, 1, Math.PI / 2 - opening, WINDOW.half * 2),
				materials.steelDark,
			)
			lip.rotation.x = -Math.PI / 2
			lip.position.y = y
			whole.add(lip)
		}
		for (const angle of [VIEW - WINDOW.half, VIEW + WINDOW.half]) {
			const edge = box(0.005, WINDOW.to - WINDOW.from, 0.004, materials.steelDark)
			edge.rotation.y = angle
			whole.add(
				at(
					edge,
					Math.sin(angle) * (SHELL - 0.0025),
					WINDOW.from,
					Math.cos(angle) * (SHELL - 0.0025),
				),
			)
		}
		for (const [x, z] of ELEMENTS) {
			if (inWindow(x, z)) {
				whole.add(
					at(
						cylinder(ELEMENT, WINDOW.from - SHELL_FROM - 0.012, finishes.ceramic),
						x,
						SHELL_FROM,
						z,
					),
				)
				whole.add(at(elementFace(), x, WINDOW.from - 0.012, z))
				whole.add(at(cylinder(ELEMENT, SHELL_TO - WINDOW.to, finishes.ceramic), x, WINDOW.to, z))
			} else {
				whole.add(at(cylinder(ELEMENT, SHELL_TO - SHELL_FROM, finishes.ceramic), x, SHELL_FROM, z))
			}
		}
	}
	whole.add(at(cylinder(0.055, 0.08, materials.stainless), 0, SHELL_TO + 0.17, 0))
	// The permeate port out of the shell's side towards the header.
	whole.add(
		at(
			pointed(cylinder(0.026, 0.2, materials.stainless), 'z'),
			0,
			PERMEATE_Y - HOUSING_FOOT,
			SHELL - 0.02,
		),
	)
	whole.add(
		at(
			pointed(flangedJoint(0.026), 'z'),
			0,
			PERMEATE_Y - HOUSING_FOOT,
			PERMEATE_Z - HOUSING_Z - 0.05,
		),
	)
	return whole
}

function build() {
	const skid = group()
	const baseFrom = -1.58
	const baseTo = 2.0
	const baseLength = baseTo - baseFrom
	const baseCentre = (baseFrom + baseTo) / 2
	const front = 0.72
	const back = -0.45
	for (const z of [back + 0.05, front - 0.05]) {
		skid.add(at(box(baseLength, BASE, 0.1, materials.stainless), baseCentre, 0, z))
	}
	for (const x of [baseFrom + 0.05, -0.5, 1.25, baseTo - 0.05]) {
		skid.add(at(box(0.1, BASE, front - back - 0.2, materials.stainless), x, 0, (front + back) / 2))
	}
	skid.add(
		at(
			box(baseLength - 0.02, 0.01, front - back - 0.02, materials.steelDark),
			baseCentre,
			BASE - 0.007,
			(front + back) / 2,
		),
	)

	// The housings' frame, with rails behind them that their clamps bolt to.
	const frameFrom = -0.45
	const frameTo = 1.2
	const frameWidth = frameTo - frameFrom
	const frameCentre = (frameFrom + frameTo) / 2
	skid.add(
		at(
			frame(frameWidth, 0.6, 2.5, materials.stainless, { midRail: false }),
			frameCentre,
			BASE,
			-0.1,
		),
	)
	for (const y of CLAMPS.map((clamp) => HOUSING_FOOT + clamp)) {
		for (const x of [frameFrom + 0.025, frameTo - 0.025]) {
			skid.add(at(box(0.05, 0.05, 0.5, materials.stainless), x, y, -0.1))
		}
		skid.add(
			at(
				box(frameWidth - 0.1, 0.05, 0.04, materials.stainless),
				frameCentre,
				y,
				HOUSING_Z - SHELL - 0.055,
			),
		)
	}
	for (const [index, x] of HOUSINGS.entries()) {
		const cut = index === HOUSINGS.length - 1
		skid.add(at(housing(cut), x, HOUSING_FOOT, HOUSING_Z))
		for (const y of CLAMPS.map((clamp) => HOUSING_FOOT + clamp)) {
			skid.add(at(cylinder(SHELL + 0.01, 0.05, materials.steelDark), x, y, HOUSING_Z))
			skid.add(
				at(box(0.03, 0.04, 0.03, materials.steelDark), x, y + 0.005, HOUSING_Z - SHELL - 0.02),
			)
		}
	}

	// The circulation loop: tank → pump → feed manifold → housings → retentate manifold → tank.
	const tankX = -1.08
	const tankZ = 0.12
	const tankFoot = 0.55
	const tankTop = tankFoot + 0.16 * 2 + 0.9
	const tank = vessel(0.4, 0.9, materials.stainless, { legHeight: tankFoot, legs: 3 })
	skid.add(at(tank, tankX, BASE, tankZ))
	skid.add(
		at(cylinder(0.17, 0.06, materials.polished), tankX + 0.1, BASE + tankTop - 0.04, tankZ + 0.1),
	)
	skid.add(
		at(box(0.16, 0.02, 0.03, materials.steelDark), tankX + 0.1, BASE + tankTop + 0.02, tankZ + 0.1),
	)
	// The level sight tube up the tank's side.
	for (const y of [0.75, 1.35]) {
		skid.add(
			at(pointed(cylinder(0.012, 0.06, materials.stainless), 'x'), tankX + 0.39, BASE + y, tankZ),
		)
	}
	skid.add(at(cylinder(0.012, 0.6, finishes.clear), tankX + 0.45, BASE + 0.75, tankZ))
	skid.add(at(cylinder(0.009, 0.42, finishes.liquid), tankX + 0.45, BASE + 0.76, tankZ))

	const pumpX = 0.2
	const pumpZ = 0.42
	const scale = Math.cbrt(7.5 / 5.5)
	skid.add(at(endSuctionPump(7.5), pumpX, BASE, pumpZ, Math.PI))
	const axis = BASE + 0.06 * scale + 0.11 * scale + 0.04 * scale
	const suction = pumpX - 0.41 * scale
	const discharge = pumpX - 0.22 * scale
	skid.add(
		pipe(
			[
				[tankX, BASE + tankFoot, tankZ],
				[tankX, axis, tankZ],
				[tankX, axis, pumpZ],
				[suction, axis, pumpZ],
			],
			0.045,
			materials.stainless,
		),
	)
	skid.add(at(ballValve(0.045), -0.7, axis, pumpZ))
	skid.add(
		pipe(
			[
				[discharge, axis + 0.18 * scale, pumpZ],
				[discharge, FEED_Y, pumpZ],
				[discharge, FEED_Y, HOUSING_Z],
				[MANIFOLD_END, FEED_Y, HOUSING_Z],
			],
			MANIFOLD,
			materials.stainless,
		),
	)
	skid.add(at(gauge(0.045), discharge, FEED_Y + MANIFOLD, 0.2))
	const returnX = tankX + 0.18
	skid.add(
		pipe(
			[
				[MANIFOLD_END, RETENTATE_Y, HOUSING_Z],
				[returnX, RETENTATE_Y, HOUSING_Z],
				[returnX, BASE + tankTop - 0.1, HOUSING_Z],
			],
			MANIFOLD,
			materials.stainless,
		),
	)
	skid.add(at(butterflyValve(MANIFOLD, { manual: true }), -0.65, RETENTATE_Y, HOUSING_Z))
	skid.add(at(gauge(0.045), 0.12, RETENTATE_Y + MANIFOLD, HOUSING_Z))
	// Both manifolds end in blind flanges; the upper one hangs from a beam across the frame's top.
	for (const y of [FEED_Y, RETENTATE_Y]) {
		skid.add(at(laid(flange(MANIFOLD), 'x'), MANIFOLD_END, y, HOUSING_Z))
	}
	skid.add(at(box(0.05, 0.05, 0.5, materials.stainless), 0.575, BASE + 2.45, HOUSING_Z))
	skid.add(
		at(
			box(0.05, BASE + 2.45 - RETENTATE_Y - MANIFOLD, 0.05, materials.stainless),
			0.575,
			RETENTATE_Y + MANIFOLD,
			HOUSING_Z,
		),
	)

	// The permeate header, down the left of the frame past its flow meter to the outlet.
	const downX = -0.32
	skid.add(
		pipe(
			[
				[HOUSINGS.at(-1) ?? 0, PERMEATE_Y, PERMEATE_Z],
				[downX, PERMEATE_Y, PERMEATE_Z],
				[downX, 0.45, PERMEATE_Z],
				[downX, 0.45, front - 0.02],
			],
			0.026,
			materials.stainless,
		),
	)
	skid.add(at(pointed(flange(0.026), 'z'), downX, 0.45, front - 0.02))
	skid.add(at(cylinder(0.03, 0.34, finishes.clear), downX, 1.1, PERMEATE_Z))
	skid.add(at(cylinder(0.014, 0.02, materials.accent), downX, 1.3, PERMEATE_Z))
	for (const y of [1.08, 1.44])
		skid.add(at(cylinder(0.045, 0.02, materials.steelDark), downX, y, PERMEATE_Z))
	skid.add(at(gauge(0.04), 0.03, PERMEATE_Y + 0.026, PERMEATE_Z))

	skid.add(at(controlPanel(0.7, 1.8, 0.35), 1.62, BASE, 0))
	return skid
}

export default { build, turn: 30, tilt: 18 } satisfies Model
