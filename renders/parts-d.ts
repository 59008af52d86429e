// Parts the stainless vessel, pressure-tube, cartridge-filter and project pictures share beyond
// renders/parts.ts: bolted flanges and nozzles that can point any way, tri-clamp joints, dished
// tanks on welded legs with their manways, gear motors, valves and stainless pressure tubes. Each builder
// returns a group standing on y = 0 or centred on its axis, in metres, like parts.ts.
import * as THREE from 'three'
import { at, box, cylinder, group, lyingCylinder, materials, roundedBox, turned } from './parts.ts'

const physical = (parameters: THREE.MeshPhysicalMaterialParameters) =>
	new THREE.MeshPhysicalMaterial(parameters)

/** Materials these pictures need that parts.ts does not have. */
export const finishes = {
	/** Pleated polypropylene filter cartridges. */
	cartridge: physical({ color: 0xf2f0ea, roughness: 0.85 }),
	/** The inside of a cut-away shell, a shade darker than its outside. */
	shellInside: physical({ color: 0xb9c0c8, metalness: 1, roughness: 0.4, side: THREE.BackSide }),
	/** Electropolished 316L: the pharma storage tank and loop. */
	electropolished: physical({ color: 0xf6f8fa, metalness: 1, roughness: 0.07 }),
	/** White epoxy floor of a factory hall. */
	floor: physical({ color: 0xe9edf1, roughness: 0.7 }),
	/** Block or panel walls of a factory, cut at sill height, white. */
	wall: physical({ color: 0xf7f8fa, roughness: 0.8 }),
	/** Shrink-wrapped packs of bottled water, seen as a block of light water blue. */
	pack: physical({ color: 0xa2e8f6, roughness: 0.2, clearcoat: 0.8, clearcoatRoughness: 0.1 }),
	/** Deep blue machine guarding frames and bases. */
	deepBlue: physical({ color: 0x173a69, roughness: 0.45, clearcoat: 0.4, clearcoatRoughness: 0.3 }),
} as const

const UP = new THREE.Vector3(0, 1, 0)

/** Wraps `part`, built along +y, so that it points along `axis`; place the wrapper with `at`. */
export function pointed(part: THREE.Object3D, axis: readonly [number, number, number]) {
	const turnedPart = group(part)
	turnedPart.quaternion.setFromUnitVectors(UP, new THREE.Vector3(...axis).normalize())
	return group(turnedPart)
}

/** A hexagon bolt head (or nut) standing on y = 0. */
function boltHead(size: number, material: THREE.Material = materials.steelDark) {
	const mesh = new THREE.Mesh(new THREE.CylinderGeometry(size, size, size * 0.9, 6), material)
	mesh.position.y = size * 0.45
	return group(mesh)
}

/** A weld-neck flange for a pipe of `radius`, its face up at y = thickness, with its bolts. */
export function flange(radius: number, material: THREE.Material = materials.stainless) {
	const outer = radius * 2.3 + 0.02
	const thickness = 0.012 + radius * 0.25
	const whole = group(cylinder(outer, thickness, material))
	whole.add(
		at(cylinder(radius * 1.35, thickness * 1.2, material, radius * 1.1), 0, -thickness * 1.2, 0),
	)
	const bolts = radius > 0.06 ? 8 : 4
	const bolt = Math.max(0.006, radius * 0.18)
	for (let index = 0; index < bolts; index++) {
		const angle = ((index + 0.5) / bolts) * Math.PI * 2
		const x = Math.cos(angle) * (outer - bolt * 1.8)
		const z = Math.sin(angle) * (outer - bolt * 1.8)
		whole.add(at(boltHead(bolt), x, thickness, z))
	}
	return whole
}

/** A pair of bolted flanges meeting at y = 0, for a pipe of `radius` (a flanged joint in a line). */
export function flangedJoint(radius: number, material: THREE.Material = materials.stainless) {
	const lower = flange(radius, material)
	const upper = flange(radius, material)
	upper.rotation.x = Math.PI
	const thickness = 0.012 + radius * 0.25
	return group(at(lower, 0, -thickness, 0), at(upper, 0, thickness, 0))
}

/**
 * A nozzle: a stub of pipe of `radius` rising `length` from y = 0 with a bolted flange on its end,
 * closed by a blind flange when `blind` (a hand hole, a spare connection).
 */
export function nozzle(
	radius: number,
	length: number,
	{ material = materials.stainless as THREE.Material, blind = false } = {},
) {
	const thickness = 0.012 + radius * 0.25
	const whole = group(
		cylinder(radius, length - thickness, material),
		at(flange(radius, material), 0, length - thickness, 0),
	)
	if (blind) whole.add(at(flange(radius, material), 0, length, 0))
	return whole
}

/** A sanitary tri-clamp joint on a tube of `radius`, centred on y = 0 (ferrules and the clamp ring). */
export function triClamp(radius: number) {
	const ring = new THREE.Mesh(
		new THREE.TorusGeometry(radius * 1.45, radius * 0.32, 10, 32),
		materials.polished,
	)
	ring.rotation.x = Math.PI / 2
	const ferrules = at(
		cylinder(radius * 1.35, radius * 0.7, materials.polished),
		0,
		-radius * 0.35,
		0,
	)
	const wing = at(
		box(radius * 1.2, radius * 0.5, radius * 0.5, materials.steelDark),
		radius * 1.9,
		-radius * 0.25,
		0,
	)
	return group(ring, ferrules, wing)
}

/** Height of a dished head of `radius` and `rise` above its rim, at `from` off the vessel's axis. */
export function headHeight(radius: number, rise: number, from: number) {
	return rise * Math.sqrt(Math.max(0, 1 - (from / radius) ** 2))
}

/** The profile of a dished head from its rim to the crown, [radius, height] pairs. */
function headProfile(radius: number, rise: number) {
	const points: [number, number][] = []
	for (let step = 0; step <= 16; step++) {
		const angle = (step / 16) * (Math.PI / 2)
		points.push([Math.max(radius * Math.cos(angle), 0.0001), rise * Math.sin(angle)])
	}
	return points
}

/** A vertical tank's heights, for placing its nozzles: shell from `bottom` to `top`, heads of `rise`. */
export type Tank = { whole: THREE.Group; bottom: number; top: number; rise: number; radius: number }

/**
 * A vertical stainless tank: a shell of `radius` and straight `height` between dished heads (or a
 * cone below), on `legs` welded to the shell with adjustable ball feet, as a fabricator builds one.
 */
export function tank(
	radius: number,
	height: number,
	material: THREE.Material,
	{ legHeight = 0.4, legs = 4, legRadius = 0.03, cone = false, turn = Math.PI / 4 } = {},
): Tank {
	const rise = cone ? radius * 0.7 : radius * 0.36
	const topRise = radius * 0.36
	const bottom = legHeight + rise
	const top = bottom + height
	const below: [number, number][] = cone
		? [
				[0.0001, legHeight],
				[radius * 0.12, legHeight],
				[radius, bottom],
			]
		: headProfile(radius, rise)
				.map(([r, y]): [number, number] => [r, bottom - y])
				.reverse()
	const above = headProfile(radius, topRise).map(([r, y]): [number, number] => [r, top + y])
	const whole = group(turned([...below, ...above], material))
	// A seam ring where each head is welded to the shell.
	for (const y of [bottom, top]) {
		whole.add(at(cylinder(radius + 0.003, 0.008, materials.steelDark), 0, y - 0.004, 0))
	}
	for (let leg = 0; leg < legs; leg++) {
		const angle = (leg / legs) * Math.PI * 2 + turn
		const x = Math.cos(angle) * (radius + legRadius * 0.6)
		const z = Math.sin(angle) * (radius + legRadius * 0.6)
		whole.add(at(cylinder(legRadius, bottom + 0.25 - 0.06, material), x, 0.06, z))
		// The pad plate the leg is welded to, and the foot's screw and ball.
		const pad = box(legRadius * 2.6, 0.34, 0.012, material)
		pad.rotation.y = Math.PI / 2 - angle
		whole.add(
			at(
				pad,
				Math.cos(angle) * (radius + 0.004),
				bottom - 0.04,
				Math.sin(angle) * (radius + 0.004),
			),
		)
		whole.add(at(cylinder(legRadius * 0.45, 0.06, materials.steelDark), x, 0.02, z))
		whole.add(at(cylinder(legRadius * 1.7, 0.025, materials.steelDark, legRadius * 1.2), x, 0, z))
	}
	return { whole, bottom, top, rise: topRise, radius }
}

/** A top manway of `radius`: neck, hinged lid and its swing bolts, standing on y = 0. */
export function manway(radius: number, neck = 0.12) {
	const whole = group(cylinder(radius, neck, materials.stainless))
	whole.add(at(cylinder(radius + 0.025, 0.02, materials.stainless), 0, neck - 0.02, 0))
	const lid = turned(
		[
			[radius + 0.03, 0],
			[radius + 0.03, 0.02],
			[radius * 0.8, 0.045],
			[0.0001, 0.055],
		],
		materials.polished,
	)
	whole.add(at(lid, 0, neck, 0))
	whole.add(at(cylinder(0.012, 0.07, materials.steelDark), 0, neck + 0.05, 0))
	whole.add(at(box(0.12, 0.012, 0.02, materials.steelDark), 0, neck + 0.11, 0))
	for (let index = 0; index < 6; index++) {
		const angle = (index / 6) * Math.PI * 2 + 0.3
		const bolt = at(cylinder(0.008, 0.07, materials.steelDark), 0, 0, 0)
		const knob = at(cylinder(0.018, 0.02, materials.steelDark), 0, 0.06, 0)
		const x = Math.cos(angle) * (radius + 0.04)
		const z = Math.sin(angle) * (radius + 0.04)
		whole.add(at(group(bolt, knob), x, neck - 0.035, z))
	}
	// The hinge at the back.
	whole.add(at(box(0.1, 0.05, 0.05, materials.steelDark), 0, neck - 0.02, -radius - 0.04))
	return whole
}

/** A gear motor standing on y = 0 (an agitator's drive): gearbox flange, gearbox, motor, fan cowl. */
export function gearMotor(kilowatts: number) {
	const scale = Math.cbrt(Math.max(kilowatts, 0.37) / 2.2)
	const motorRadius = 0.085 * scale
	const whole = group(cylinder(0.14 * scale, 0.025, materials.steelDark))
	whole.add(
		at(roundedBox(0.22 * scale, 0.2 * scale, 0.2 * scale, 0.02, materials.motor), 0, 0.025, 0),
	)
	const motorBase = 0.025 + 0.2 * scale
	whole.add(at(cylinder(motorRadius * 1.05, 0.04 * scale, materials.motor), 0, motorBase, 0))
	whole.add(at(cylinder(motorRadius, 0.28 * scale, materials.motor), 0, motorBase, 0))
	for (let fin = 0; fin < 14; fin++) {
		const angle = (fin / 14) * Math.PI * 2
		const rib = box(0.008, 0.24 * scale, 0.02 * scale, materials.motor)
		whole.add(
			at(
				rib,
				Math.cos(angle) * motorRadius,
				motorBase + 0.02,
				Math.sin(angle) * motorRadius,
				-angle,
			),
		)
	}
	whole.add(
		at(
			cylinder(motorRadius * 1.05, 0.1 * scale, materials.motor, motorRadius * 0.85),
			0,
			motorBase + 0.28 * scale,
			0,
		),
	)
	whole.add(
		at(
			roundedBox(0.09 * scale, 0.08 * scale, 0.08 * scale, 0.008, materials.motor),
			0,
			motorBase + 0.1 * scale,
			motorRadius + 0.03 * scale,
		),
	)
	return whole
}

/** A wafer butterfly valve on a pipe of `radius` along x, its lever in the accent colour. */
export function butterflyValve(radius: number) {
	const body = lyingCylinder(radius * 1.9, radius * 0.9, materials.steelDark)
	const neck = at(cylinder(radius * 0.35, radius * 1.6, materials.steelDark), 0, radius * 1.6, 0)
	const top = at(
		box(radius * 1.1, radius * 0.3, radius * 1.1, materials.steelDark),
		0,
		radius * 3.1,
		0,
	)
	const lever = at(
		box(radius * 4.5, radius * 0.35, radius * 0.6, materials.accent),
		radius * 2,
		radius * 3.4,
		0,
	)
	return group(body, neck, top, lever)
}

/** A sanitary diaphragm valve on a tube of `radius` along x: polished body, bonnet and handwheel. */
export function diaphragmValve(radius: number) {
	const body = lyingCylinder(radius * 1.5, radius * 4, materials.polished)
	const bonnet = at(
		cylinder(radius * 1.4, radius * 2.2, materials.stainless, radius * 1.1),
		0,
		radius,
		0,
	)
	const wheel = at(cylinder(radius * 1.6, radius * 0.5, materials.steelDark), 0, radius * 3.4, 0)
	return group(body, bonnet, wheel)
}

/**
 * A stainless RO pressure tube lying along x: a shell of `radius` and `length` (end face to end
 * face), each end closed by a bolted collar and end plate with the centre permeate port, and the
 * feed and reject side ports near its ends, pointing toward `side` (+z or -z), grooved for couplings.
 */
export function pressureTube(length: number, radius: number, side: 1 | -1 = 1) {
	const shell = length - 0.12
	const whole = group(lyingCylinder(radius, shell, materials.stainless))
	for (const end of [-1, 1]) {
		const face = end * (shell / 2)
		whole.add(at(lyingCylinder(radius * 1.16, 0.06, materials.stainless), face - end * 0.03, 0, 0))
		whole.add(at(lyingCylinder(radius * 0.96, 0.03, materials.polished), face + end * 0.015, 0, 0))
		for (let index = 0; index < 8; index++) {
			const angle = ((index + 0.5) / 8) * Math.PI * 2
			const head = pointed(boltHead(0.008 + radius * 0.03), [end, 0, 0])
			const reach = radius * 1.07
			whole.add(at(head, face, Math.cos(angle) * reach, Math.sin(angle) * reach))
		}
		const permeate = lyingCylinder(radius * 0.2, 0.09, materials.stainless)
		whole.add(at(permeate, face + end * 0.06, 0, 0))
		const port = pointed(cylinder(radius * 0.26, radius * 0.75, materials.stainless), [0, 0, side])
		whole.add(at(port, face - end * (0.06 + radius * 0.6), 0, side * radius * 0.7))
		const groove = pointed(cylinder(radius * 0.3, 0.03, materials.steelDark), [0, 0, side])
		whole.add(at(groove, face - end * (0.06 + radius * 0.6), 0, side * (radius * 1.45 - 0.04)))
	}
	return whole
}

/** Where `pressureTube`'s side ports end, from its centre: x of the port at `end`, and z. */
export function tubePort(length: number, radius: number, end: 1 | -1, side: 1 | -1 = 1) {
	return { x: end * ((length - 0.12) / 2 - 0.06 - radius * 0.6), z: side * radius * 1.45 }
}
