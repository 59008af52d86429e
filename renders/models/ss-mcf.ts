// A stainless micron cartridge filter housing as shipped for RO pre-treatment: a 316L shell 0.42 m
// across for nineteen 40-inch cartridges, 1.9 m tall on its tripod legs, with a swing-bolt lid (ten
// eye-nut bolts in the body and lid flanges), the pressure gauge and vent valve on the lid, flanged
// inlet and outlet either side and a drain valve below. A quarter of the shell is cut away to show
// the pleated cartridges standing on their seat plate under the hold-down plate.
import * as THREE from 'three'
import { at, ballValve, box, cylinder, gauge, group, materials, pipe, turned } from '../parts.ts'
import { finishes, nozzle, pointed } from '../parts-d.ts'
import type { Model } from '../studio.ts'

const RADIUS = 0.21
const LEGS = 0.35
const RISE = 0.07
const SHELL = 1.16
const BOTTOM = LEGS + RISE
const TOP = BOTTOM + SHELL
const FLANGE = 0.275
const CARTRIDGE = 0.032
const CARTRIDGE_LENGTH = 1.016
/** The cut-away faces the camera: from 20° to 140° round from +x toward the front. */
const CUT = { from: THREE.MathUtils.degToRad(20), to: THREE.MathUtils.degToRad(140) }

/** A lathe of `profile` round the vertical axis, leaving out the cut-away's wedge. */
function cutShell(profile: readonly (readonly [number, number])[], material: THREE.Material) {
	// LatheGeometry measures its angle from +z toward +x.
	const start = Math.PI / 2 - CUT.from
	const length = Math.PI * 2 - (CUT.to - CUT.from)
	const points = profile.map(([radius, height]) => new THREE.Vector2(radius, height))
	return group(new THREE.Mesh(new THREE.LatheGeometry(points, 64, start, length), material))
}

/** A pleated cartridge: the pleat pack between its two moulded end caps, standing on y = 0. */
function cartridge() {
	const pleats = 36
	const geometry = new THREE.CylinderGeometry(
		CARTRIDGE,
		CARTRIDGE,
		CARTRIDGE_LENGTH - 0.04,
		pleats * 4,
		1,
		true,
	)
	const position = geometry.getAttribute('position')
	for (let index = 0; index < position.count; index++) {
		const x = position.getX(index)
		const z = position.getZ(index)
		const angle = Math.atan2(z, x)
		const phase = ((angle / (Math.PI * 2)) * pleats) % 1
		const depth = 1 - 0.12 * Math.abs(phase * 2 - 1)
		position.setX(index, x * depth)
		position.setZ(index, z * depth)
	}
	geometry.computeVertexNormals()
	const pack = new THREE.Mesh(geometry, finishes.cartridge)
	pack.position.y = CARTRIDGE_LENGTH / 2
	const whole = group(pack)
	for (const y of [0, CARTRIDGE_LENGTH - 0.02]) {
		whole.add(at(cylinder(CARTRIDGE + 0.003, 0.02, materials.plastic), 0, y, 0))
	}
	whole.add(at(cylinder(0.012, 0.02, materials.plastic), 0, CARTRIDGE_LENGTH, 0))
	return whole
}

/** A swing bolt at `angle`: the hinge lug under the body flange, the rod and its eye nut on top. */
function swingBolt(angle: number) {
	const reach = FLANGE - 0.02
	const whole = group()
	whole.add(at(box(0.03, 0.05, 0.012, materials.stainless), 0, TOP - 0.07, -0.012))
	whole.add(at(box(0.03, 0.05, 0.012, materials.stainless), 0, TOP - 0.07, 0.012))
	whole.add(at(cylinder(0.007, 0.14, materials.steelDark), 0, TOP - 0.06, 0))
	whole.add(at(cylinder(0.015, 0.012, materials.steelDark), 0, TOP + 0.062, 0))
	const eye = new THREE.Mesh(new THREE.TorusGeometry(0.018, 0.005, 8, 20), materials.steelDark)
	eye.position.y = TOP + 0.095
	whole.add(eye)
	const placed = at(whole, Math.cos(angle) * reach, 0, Math.sin(angle) * reach)
	placed.rotation.y = -angle + Math.PI / 2
	return placed
}

function build() {
	const housing = group()
	// The shell: the bottom head and a band below the cut-away, the cut window, a band above it.
	const head: [number, number][] = []
	for (let step = 0; step <= 12; step++) {
		const angle = (step / 12) * (Math.PI / 2)
		head.push([Math.max(RADIUS * Math.sin(angle), 0.0001), BOTTOM - RISE * Math.cos(angle)])
	}
	const windowBottom = BOTTOM + 0.08
	const windowTop = TOP - 0.12
	housing.add(turned([...head, [RADIUS, windowBottom]], materials.stainless))
	housing.add(
		turned(
			[
				[RADIUS, windowTop],
				[RADIUS, TOP],
			],
			materials.stainless,
		),
	)
	const wall: [number, number][] = [
		[RADIUS, windowBottom],
		[RADIUS, windowTop],
	]
	housing.add(cutShell(wall, materials.stainless))
	housing.add(
		cutShell(
			wall.map(([r, y]) => [r - 0.003, y] as [number, number]),
			finishes.shellInside,
		),
	)
	// The rolled edges of the window, where the wall's thickness shows.
	for (const y of [windowBottom, windowTop]) {
		const edge = new THREE.Mesh(
			new THREE.RingGeometry(
				RADIUS - 0.004,
				RADIUS,
				48,
				1,
				Math.PI / 2 - CUT.to,
				CUT.to - CUT.from,
			),
			materials.steelDark,
		)
		edge.rotation.x = -Math.PI / 2
		edge.position.y = y
		housing.add(edge)
	}
	for (const angle of [CUT.from, CUT.to]) {
		const side = box(0.004, windowTop - windowBottom, 0.004, materials.steelDark)
		housing.add(
			at(
				side,
				Math.cos(angle) * (RADIUS - 0.002),
				windowBottom,
				Math.sin(angle) * (RADIUS - 0.002),
			),
		)
	}
	// Inside: the seat plate, nineteen cartridges, the tie rod and the hold-down plate.
	const seat = BOTTOM + 0.03
	housing.add(at(cylinder(RADIUS - 0.004, 0.012, materials.steelDark), 0, seat - 0.012, 0))
	const pitch = 0.078
	const places = [[0, 0]]
	for (const ring of [1, 2]) {
		const count = ring * 6
		for (let index = 0; index < count; index++) {
			const angle = (index / count) * Math.PI * 2 + Math.PI / 6
			places.push([Math.cos(angle) * pitch * ring, Math.sin(angle) * pitch * ring])
		}
	}
	for (const [x = 0, z = 0] of places) housing.add(at(cartridge(), x, seat, z))
	const plate = seat + CARTRIDGE_LENGTH + 0.02
	housing.add(at(cylinder(RADIUS - 0.012, 0.01, materials.stainless), 0, plate, 0))
	housing.add(at(cylinder(0.006, plate - seat, materials.steelDark), pitch * 0.577, seat, 0))
	// The body flange, gasket and lid flange, the dished lid and its lifting handle.
	housing.add(at(cylinder(FLANGE, 0.03, materials.stainless), 0, TOP - 0.03, 0))
	housing.add(at(cylinder(FLANGE - 0.01, 0.006, materials.rubber), 0, TOP, 0))
	housing.add(at(cylinder(FLANGE, 0.03, materials.stainless), 0, TOP + 0.006, 0))
	const lid: [number, number][] = []
	for (let step = 0; step <= 12; step++) {
		const angle = (step / 12) * (Math.PI / 2)
		lid.push([
			Math.max(RADIUS * 1.02 * Math.cos(angle), 0.0001),
			TOP + 0.036 + RISE * Math.sin(angle),
		])
	}
	housing.add(turned(lid, materials.polished))
	const crown = TOP + 0.036 + RISE
	housing.add(
		pipe(
			[
				[-0.09, crown - 0.04, -0.04],
				[-0.09, crown + 0.06, -0.04],
				[-0.09, crown + 0.06, 0.04],
				[-0.09, crown - 0.04, 0.04],
			],
			0.009,
			materials.stainless,
		),
	)
	for (let index = 0; index < 10; index++)
		housing.add(swingBolt(((index + 0.5) / 10) * Math.PI * 2))
	// On the crown: the vent valve turned out toward the front, and the gauge on its siphon stem.
	housing.add(
		pipe(
			[
				[0.02, crown - 0.01, 0],
				[0.02, crown + 0.07, 0],
				[0.16, crown + 0.07, 0],
			],
			0.01,
			materials.stainless,
		),
	)
	housing.add(at(ballValve(0.01), 0.11, crown + 0.07, 0))
	housing.add(at(cylinder(0.012, 0.05, materials.stainless), 0.05, crown - 0.03, 0.08))
	housing.add(at(gauge(0.05), 0.05, crown + 0.01, 0.08))
	// Flanged inlet on the left, outlet on the right, drain from the bottom head.
	const port = BOTTOM + 0.16
	housing.add(at(pointed(nozzle(0.044, 0.26), [-1, 0, 0]), -RADIUS + 0.02, port, 0))
	housing.add(at(pointed(nozzle(0.044, 0.26), [1, 0, 0]), RADIUS - 0.02, port, 0))
	housing.add(
		pipe(
			[
				[0, BOTTOM - RISE + 0.01, 0],
				[0, 0.2, 0],
				[0.18, 0.2, 0],
			],
			0.012,
			materials.stainless,
		),
	)
	housing.add(at(ballValve(0.012), 0.12, 0.2, 0))
	// Three legs welded to the bottom of the shell, with levelling feet.
	for (let index = 0; index < 3; index++) {
		const angle = (index / 3) * Math.PI * 2 - Math.PI / 2
		const x = Math.cos(angle) * (RADIUS + 0.01)
		const z = Math.sin(angle) * (RADIUS + 0.01)
		housing.add(at(cylinder(0.02, BOTTOM + 0.1 - 0.03, materials.stainless), x, 0.03, z))
		housing.add(at(cylinder(0.04, 0.012, materials.steelDark), x, 0, z))
		housing.add(at(cylinder(0.01, 0.03, materials.steelDark), x, 0.01, z))
	}
	return housing
}

export default { build, turn: 30, tilt: 14, fill: 0.92 } satisfies Model
