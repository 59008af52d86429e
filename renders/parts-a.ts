// Parts the water-treatment plants share beyond renders/parts.ts: bolted flanges, actuated and
// diaphragm valves, pipe supports, chemical tanks with their dosing pumps and the FRP pressure vessel
// with its top-mounted control valve. Each stands on y = 0 or lies along the axis its comment names.
import * as THREE from 'three'
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js'
import { at, box, cylinder, group, lyingCylinder, materials, roundedBox, turned } from './parts.ts'

const physical = (parameters: THREE.MeshPhysicalMaterialParameters) =>
	new THREE.MeshPhysicalMaterial(parameters)

/** The materials these plants need that parts.ts does not have, in the site's palette. */
export const finishes = {
	/** Moulded HDPE chemical tanks: white, translucent enough to look plastic rather than painted. */
	hdpe: physical({ color: 0xf7f9fa, roughness: 0.6 }),
	/** Sintered alumina: matt, bright white. */
	ceramic: physical({ color: 0xf8f6f2, roughness: 0.85 }),
	/** Deep-blue paint for a second shade of vessel or frame. */
	paintDeep: physical({ color: 0x0b2545, roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.4 }),
	/** Regenerant salt, dry and crystalline. */
	salt: physical({ color: 0xffffff, roughness: 0.95 }),
	/** Dark-grey moulded housings of control valves and actuators' covers. */
	moulded: physical({ color: 0x3a4350, roughness: 0.55, clearcoat: 0.2 }),
	/** Light-water tint of a liquid seen through a sight tube or glass. */
	liquid: physical({ color: 0xa2e8f6, roughness: 0.1, clearcoat: 1 }),
	/** Clear tubes (a rotameter's, a level gauge's) without the cost of a transmission pass. */
	clear: physical({ color: 0xe8f6fb, roughness: 0.05, transparent: true, opacity: 0.35 }),
} as const

type Axis = 'x' | 'y' | 'z' | '-x' | '-y' | '-z'

const AXES: Record<Axis, THREE.Vector3> = {
	x: new THREE.Vector3(1, 0, 0),
	y: new THREE.Vector3(0, 1, 0),
	z: new THREE.Vector3(0, 0, 1),
	'-x': new THREE.Vector3(-1, 0, 0),
	'-y': new THREE.Vector3(0, -1, 0),
	'-z': new THREE.Vector3(0, 0, -1),
}

/** Turns `part`, built pointing up (+y), to point along `axis`, inside a group `at` can place. */
export function pointed(part: THREE.Object3D, axis: Axis) {
	part.quaternion.setFromUnitVectors(AXES.y, AXES[axis])
	return group(part)
}

/** Turns `part`, built lying along x, to lie along `axis`, inside a group `at` can place. */
export function laid(part: THREE.Object3D, axis: Axis) {
	part.quaternion.setFromUnitVectors(AXES.x, AXES[axis])
	return group(part)
}

/**
 * A flange on a pipe of `radius`, its face up (+y) at y = 0: the plate and the ring of bolt heads
 * and nut ends a buyer counts.
 */
export function flange(radius: number, material: THREE.Material = materials.stainless, count = 8) {
	const outer = radius * 2 + 0.02
	const thick = Math.max(radius * 0.35, 0.012)
	const whole = group(at(cylinder(outer, thick, material), 0, -thick, 0))
	const bolt = Math.max(radius * 0.16, 0.006)
	const length = thick + bolt * 2.4
	// The bolts are hexagonal and merged into one mesh: a plant has hundreds of them.
	const bolts = Array.from({ length: count }, (_, index) => {
		const angle = ((index + 0.5) / count) * Math.PI * 2
		return new THREE.CylinderGeometry(bolt, bolt, length, 6).translate(
			Math.cos(angle) * (outer - bolt * 1.8),
			-thick / 2,
			Math.sin(angle) * (outer - bolt * 1.8),
		)
	})
	whole.add(new THREE.Mesh(mergeGeometries(bolts), materials.steelDark))
	return whole
}

/** A flanged joint of two pipes of `radius` meeting at the origin, along y. */
export function flangedJoint(
	radius: number,
	material: THREE.Material = materials.stainless,
	bolts = 8,
) {
	const upper = flange(radius, material, bolts)
	upper.rotation.x = Math.PI
	return group(flange(radius, material, bolts), upper)
}

/**
 * A wafer butterfly valve on a pipe of `radius` along x, between two flanges, with a pneumatic
 * actuator on top (its open/shut indicator in the accent colour) or, if `manual`, a lever.
 */
export function butterflyValve(radius: number, { manual = false } = {}) {
	const whole = group(laid(flangedJoint(radius), 'x'))
	whole.add(lyingCylinder(radius * 2.1, radius * 0.7, materials.steelDark))
	const neck = radius * 2.1 + 0.05
	whole.add(cylinder(0.018, neck, materials.steelDark))
	if (manual) {
		whole.add(at(box(radius * 4, 0.02, 0.03, materials.accent), radius * 1.6, neck, 0))
		return whole
	}
	const actuator = roundedBox(0.2, 0.09, 0.09, 0.015, materials.steelDark)
	whole.add(at(actuator, 0, neck, 0))
	for (const side of [-1, 1]) {
		whole.add(at(lyingCylinder(0.046, 0.02, materials.steelDark), side * 0.105, neck + 0.045, 0))
	}
	whole.add(at(cylinder(0.03, 0.03, materials.accent), 0, neck + 0.09, 0))
	return whole
}

/** A pipe support: a post from the floor (or a base) to the underside of a pipe at `height`. */
export function pipeSupport(
	height: number,
	pipeRadius: number,
	material: THREE.Material = materials.steelDark,
) {
	const whole = group(box(0.12, 0.012, 0.12, material))
	whole.add(box(0.04, height - pipeRadius, 0.04, material))
	whole.add(at(box(pipeRadius * 2.6, 0.012, 0.05, material), 0, height - pipeRadius - 0.012, 0))
	// The U-bolt round the pipe.
	const bolt = new THREE.Mesh(
		new THREE.TorusGeometry(pipeRadius + 0.004, 0.005, 8, 24, Math.PI),
		material,
	)
	bolt.position.y = height
	return group(whole, bolt)
}

/**
 * A small diaphragm dosing pump as it sits on a tank's lid: a base foot, the motor lying along x and
 * the pump head at its +x end with the stroke knob.
 */
function dosingPump() {
	const whole = group(box(0.24, 0.02, 0.14, materials.panel))
	whole.add(at(roundedBox(0.13, 0.12, 0.12, 0.02, materials.panel), -0.04, 0.02, 0))
	whole.add(at(lyingCylinder(0.045, 0.08, materials.motor), -0.04, 0.08, 0))
	whole.add(at(cylinder(0.05, 0.06, materials.plastic), 0.07, 0.03, 0))
	whole.add(
		at(
			turned(
				[
					[0.0001, 0],
					[0.05, 0],
					[0.05, 0.02],
					[0.035, 0.08],
					[0.0001, 0.08],
				],
				finishes.moulded,
			),
			0.07,
			0.05,
			0,
		),
	)
	whole.add(at(cylinder(0.018, 0.025, materials.accent), -0.04, 0.14, 0))
	return whole
}

/**
 * A moulded HDPE chemical tank of `radius` and `height` with its lid and, when `dosed`, a dosing pump
 * on the lid with its suction lance down into it.
 */
export function chemicalTank(radius: number, height: number, { dosed = true } = {}) {
	const body = turned(
		[
			[0.0001, 0],
			[radius - 0.02, 0],
			[radius, 0.02],
			[radius, height - 0.03],
			[radius - 0.03, height],
			[0.0001, height],
		],
		finishes.hdpe,
	)
	const whole = group(body)
	// The moulded ribs that stiffen a rotomoulded tank's wall.
	for (const y of [height * 0.3, height * 0.62]) {
		whole.add(at(cylinder(radius + 0.006, 0.025, finishes.hdpe), 0, y, 0))
	}
	whole.add(at(cylinder(radius * 0.45, 0.03, finishes.hdpe), radius * 0.35, height - 0.005, 0))
	if (dosed) {
		whole.add(at(dosingPump(), -radius * 0.25, height, 0))
		whole.add(at(cylinder(0.012, 0.06, materials.upvc), -radius * 0.25 + 0.07, height - 0.04, 0))
	}
	return whole
}

/**
 * A diaphragm valve on a vertical pipe of `radius`: the lined body, the bonnet toward +z and its
 * handwheel facing the operator.
 */
export function diaphragmValve(radius: number) {
	const whole = group(
		at(cylinder(radius * 1.5, radius * 3.2, materials.steelDark), 0, -radius * 1.6, 0),
	)
	const bonnet = pointed(cylinder(radius * 1.1, radius * 2.2, materials.steelDark), 'z')
	whole.add(bonnet)
	const wheel = new THREE.Mesh(
		new THREE.TorusGeometry(radius * 1.5, radius * 0.22, 10, 32),
		materials.accent,
	)
	wheel.position.z = radius * 2.3
	whole.add(wheel)
	for (const angle of [0, Math.PI / 3, (Math.PI * 2) / 3]) {
		const spoke = box(radius * 3, radius * 0.25, radius * 0.25, materials.accent)
		spoke.rotation.z = angle
		whole.add(at(group(spoke), 0, -radius * 0.125, radius * 2.3))
	}
	return whole
}

/**
 * An FRP pressure vessel of `radius` and `height` on its moulded base, with the top opening
 * threaded for a control valve (a softener column, a small filter).
 */
export function frpVessel(radius: number, height: number) {
	const profile: [number, number][] = []
	for (let step = 0; step <= 8; step++) {
		const angle = (step / 8) * (Math.PI / 2)
		profile.push([Math.max(radius * Math.sin(angle), 0.0001), radius * 0.6 * (1 - Math.cos(angle))])
	}
	for (let step = 0; step <= 10; step++) {
		const angle = (step / 10) * (Math.PI / 2)
		profile.push([
			Math.max(radius * Math.cos(angle), 0.06),
			height - radius * 0.7 * (1 - Math.sin(angle)),
		])
	}
	profile.push([0.06, height + 0.03], [0.0001, height + 0.03])
	const shell = at(turned(profile, materials.frp), 0, 0.06, 0)
	const base = turned(
		[
			[radius * 0.9, 0],
			[radius * 0.92, 0.12],
			[radius * 0.7, 0.2],
			[0.0001, 0.2],
		],
		finishes.paintDeep,
	)
	return group(base, shell)
}

/** The height of a control valve's inlet and outlet ports above its foot. */
export const PORT_HEIGHT = 0.11

/**
 * A softener's or filter's automatic control valve as it screws onto an FRP vessel's neck: the
 * collar, the valve body with its inlet (−x) and outlet (+x) ports at `PORT_HEIGHT`, and the
 * controller's cover on top with its display and keys facing +z.
 */
export function controlValve() {
	const whole = group(cylinder(0.075, 0.05, finishes.moulded))
	whole.add(at(roundedBox(0.26, 0.12, 0.18, 0.02, finishes.moulded), 0, 0.05, 0))
	for (const side of [-1, 1]) {
		whole.add(
			at(
				pointed(cylinder(0.032, 0.05, finishes.moulded), side < 0 ? '-x' : 'x'),
				side * 0.12,
				PORT_HEIGHT,
				0,
			),
		)
	}
	whole.add(at(pointed(cylinder(0.012, 0.04, finishes.moulded), '-z'), 0.05, PORT_HEIGHT, -0.08))
	whole.add(at(roundedBox(0.22, 0.2, 0.16, 0.03, materials.rubber), 0, 0.17, 0))
	whole.add(at(box(0.1, 0.055, 0.01, materials.screen), 0, 0.27, 0.08))
	for (const x of [-0.05, 0, 0.05]) {
		whole.add(at(pointed(cylinder(0.011, 0.008, materials.panel), 'z'), x, 0.225, 0.08))
	}
	return whole
}
