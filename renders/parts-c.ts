// Parts the effluent, chiller and booster plants share beyond renders/parts.ts: guard rails, ladders,
// flanges with their bolts, valves in line, fans and finned coils, each in metres at its real size.
import * as THREE from 'three'
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js'
import { at, box, cylinder, group, lyingCylinder, materials, roundedBox } from './parts.ts'

/** Painted parts in the palette that parts.ts has no material for. */
export const paints = {
	/** Epoxy-painted mild steel in the site's deep blue: the STP's tank and its blowers' bases. */
	deepBlue: new THREE.MeshPhysicalMaterial({
		color: 0x173a69,
		roughness: 0.45,
		clearcoat: 0.4,
		clearcoatRoughness: 0.35,
	}),
	/** White powder coat: a chiller's cabinet. */
	white: new THREE.MeshPhysicalMaterial({ color: 0xf1f3f5, roughness: 0.45, clearcoat: 0.3 }),
	/** Light-grey powder coat a shade darker than a panel's, so covers read apart from cabinets. */
	grey: new THREE.MeshPhysicalMaterial({ color: 0xc9cdd2, roughness: 0.5 }),
	/**
	 * Aerated water in an open tank, paler and rougher than still water; opaque, as mixed liquor is,
	 * and so without the extra transmission pass that would double the render.
	 */
	aerated: new THREE.MeshPhysicalMaterial({ color: 0x8fd9ea, roughness: 0.3, clearcoat: 0.6 }),
	/** Clear water or a sight tube, see-through by blending alone, for the same reason. */
	clearWater: new THREE.MeshPhysicalMaterial({
		color: 0x7fd6ea,
		roughness: 0.05,
		clearcoat: 1,
		transparent: true,
		opacity: 0.6,
	}),
	/** Foam and bubbles breaking the surface over the diffusers. */
	foam: new THREE.MeshPhysicalMaterial({ color: 0xf4fbfd, roughness: 0.6 }),
	/** Aluminium fins of a condenser coil and fan blades. */
	aluminium: new THREE.MeshPhysicalMaterial({ color: 0xc4ccd4, metalness: 0.9, roughness: 0.35 }),
	/** Copper tube: refrigerant lines and coil return bends. */
	copper: new THREE.MeshPhysicalMaterial({ color: 0xb87333, metalness: 1, roughness: 0.35 }),
	/** A fan's venturi ring, seen inside and out. */
	shroud: new THREE.MeshPhysicalMaterial({
		color: 0x2a2e33,
		roughness: 0.6,
		side: THREE.DoubleSide,
	}),
	/** Hermetic compressor shells, charcoal. */
	compressor: new THREE.MeshPhysicalMaterial({ color: 0x3a4048, roughness: 0.4, clearcoat: 0.5 }),
	/** Black closed-cell insulation on chilled lines. */
	insulation: new THREE.MeshPhysicalMaterial({ color: 0x2a2e33, roughness: 0.9 }),
} as const

/** A cylinder of `radius` and `length` lying along z, centred on the origin. */
export function alongZ(radius: number, length: number, material: THREE.Material) {
	const mesh = new THREE.Mesh(new THREE.CylinderGeometry(radius, radius, length, 40), material)
	mesh.rotation.x = Math.PI / 2
	return group(mesh)
}

/** A cylinder between two points, for a rail, a strut or a straight pipe without bends. */
export function rod(
	from: readonly [number, number, number],
	to: readonly [number, number, number],
	radius: number,
	material: THREE.Material,
) {
	const start = new THREE.Vector3(...from)
	const end = new THREE.Vector3(...to)
	const axis = end.clone().sub(start)
	const mesh = new THREE.Mesh(
		new THREE.CylinderGeometry(radius, radius, axis.length(), 16),
		material,
	)
	mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), axis.clone().normalize())
	mesh.position.copy(start).addScaledVector(axis, 0.5)
	return group(mesh)
}

/**
 * A bolted flange pair on a pipe of `radius` running along `axis`, centred on the origin: two rings
 * and the ring of bolt heads a buyer looks for at every joint.
 */
export function flangePair(radius: number, axis: 'x' | 'y' | 'z', material: THREE.Material) {
	const whole = group()
	const ring = new THREE.Mesh(
		new THREE.CylinderGeometry(radius * 2, radius * 2, radius * 0.9, 32),
		material,
	)
	whole.add(ring)
	const bolts = 8
	for (let bolt = 0; bolt < bolts; bolt++) {
		const angle = (bolt / bolts) * Math.PI * 2
		const head = new THREE.Mesh(
			new THREE.CylinderGeometry(radius * 0.16, radius * 0.16, radius * 1.3, 6),
			materials.steelDark,
		)
		head.position.set(Math.cos(angle) * radius * 1.65, 0, Math.sin(angle) * radius * 1.65)
		whole.add(head)
	}
	if (axis === 'x') whole.rotation.z = Math.PI / 2
	if (axis === 'z') whole.rotation.x = Math.PI / 2
	return group(whole)
}

/** A flanged butterfly or gate valve in a pipe of `radius` along `axis`, its handwheel or lever up. */
export function inlineValve(radius: number, axis: 'x' | 'z', { wheel = false } = {}) {
	const body =
		axis === 'x'
			? lyingCylinder(radius * 1.5, radius * 2.2, materials.steelDark)
			: alongZ(radius * 1.5, radius * 2.2, materials.steelDark)
	const whole = group(body, flangePair(radius, axis, materials.steelDark))
	whole.add(at(cylinder(radius * 0.35, radius * 2.6, materials.steelDark), 0, radius, 0))
	if (wheel) {
		const rim = new THREE.Mesh(
			new THREE.TorusGeometry(radius * 1.6, radius * 0.18, 8, 32),
			materials.accent,
		)
		rim.rotation.x = Math.PI / 2
		rim.position.y = radius * 3.6
		whole.add(rim)
	} else {
		const lever = box(radius * 4, radius * 0.4, radius * 0.7, materials.accent)
		whole.add(
			at(
				lever,
				axis === 'x' ? radius * 1.6 : 0,
				radius * 3.5,
				axis === 'z' ? radius * 1.6 : 0,
				axis === 'z' ? Math.PI / 2 : 0,
			),
		)
	}
	return whole
}

/**
 * A guard rail of round tube along the polyline `points` (x, z) at floor height `y`: posts at most a
 * metre apart, a top rail at 1.0 m and a knee rail, as IS 800 platforms have.
 */
export function guardRail(points: readonly (readonly [number, number])[], y: number) {
	const whole = group()
	const tube = 0.016
	for (let index = 1; index < points.length; index++) {
		const [x0, z0] = points[index - 1] as readonly [number, number]
		const [x1, z1] = points[index] as readonly [number, number]
		for (const height of [0.5, 1.0]) {
			whole.add(rod([x0, y + height, z0], [x1, y + height, z1], tube, materials.stainless))
		}
		const length = Math.hypot(x1 - x0, z1 - z0)
		const posts = Math.max(1, Math.ceil(length / 1.0))
		for (let post = index === 1 ? 0 : 1; post <= posts; post++) {
			const share = post / posts
			const x = x0 + (x1 - x0) * share
			const z = z0 + (z1 - z0) * share
			whole.add(at(cylinder(tube * 1.2, 1.0, materials.stainless), x, y, z))
		}
	}
	return whole
}

/** A vertical ladder of `height` and `width` with its rungs, its face toward +z. */
export function ladder(
	height: number,
	width = 0.45,
	material: THREE.Material = materials.stainless,
) {
	const whole = group()
	for (const side of [-1, 1]) {
		whole.add(at(box(0.05, height, 0.012, material), (side * width) / 2, 0, 0))
	}
	for (let y = 0.3; y < height - 0.05; y += 0.3) {
		const rung = lyingCylinder(0.012, width, material)
		whole.add(at(rung, 0, y, 0))
	}
	return whole
}

/**
 * An axial condenser fan seen from above, its hub at the origin: the bell-mouth ring, five swept
 * aluminium blades and the wire finger guard over them, of `radius`.
 */
export function condenserFan(radius: number) {
	const whole = group()
	const bell = new THREE.Mesh(
		new THREE.CylinderGeometry(radius * 1.04, radius * 1.04, 0.12, 48, 1, true),
		paints.shroud,
	)
	bell.position.y = -0.06
	whole.add(bell)
	const hub = new THREE.Mesh(
		new THREE.SphereGeometry(radius * 0.16, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2),
		materials.rubber,
	)
	hub.position.y = -0.05
	whole.add(hub)
	for (let blade = 0; blade < 5; blade++) {
		const vane = new THREE.Mesh(
			new THREE.BoxGeometry(radius * 0.78, 0.006, radius * 0.34),
			paints.aluminium,
		)
		vane.position.set(radius * 0.52, 0, 0)
		vane.rotation.x = 0.35
		const arm = new THREE.Group()
		arm.add(vane)
		arm.rotation.y = (blade / 5) * Math.PI * 2
		arm.position.y = -0.05
		whole.add(arm)
	}
	for (let ring = 1; ring <= 6; ring++) {
		const wire = new THREE.Mesh(
			new THREE.TorusGeometry((radius * ring) / 6, 0.004, 6, 64),
			materials.rubber,
		)
		wire.rotation.x = Math.PI / 2
		wire.position.y = 0.02
		whole.add(wire)
	}
	for (let spoke = 0; spoke < 4; spoke++) {
		const bar = box(radius * 2, 0.008, 0.008, materials.rubber)
		whole.add(at(bar, 0, 0.016, 0, (spoke / 4) * Math.PI))
	}
	return whole
}

/**
 * A finned coil face of `width` × `height` in the x–y plane facing +z: the aluminium fin pack as
 * close vertical fins inside a galvanised end-plate frame.
 */
export function finnedCoil(width: number, height: number, depth = 0.1) {
	const whole = group(at(box(width, height, depth * 0.6, materials.steelDark), 0, 0, -depth * 0.2))
	const pitch = 0.02
	for (let x = -width / 2 + pitch; x < width / 2; x += pitch) {
		whole.add(at(box(0.003, height, depth, paints.aluminium), x, 0, 0))
	}
	for (const side of [-1, 1]) {
		whole.add(
			at(box(0.03, height, depth + 0.01, materials.steelDark), (side * (width + 0.03)) / 2, 0, 0),
		)
	}
	return whole
}

/** A motor's terminal box, for motors the parts.ts pumps do not cover. */
export function terminalBox(size: number, material: THREE.Material = materials.motor) {
	return roundedBox(size, size * 0.8, size * 0.8, size * 0.08, material)
}

/**
 * The same object as one mesh per material: a plant of many small parts (bars, rails, media) renders
 * in a few draw calls instead of hundreds, which keeps a software-rendered picture within its minute.
 */
export function merged(whole: THREE.Object3D) {
	whole.updateMatrixWorld(true)
	const byMaterial = new Map<THREE.Material, THREE.BufferGeometry[]>()
	whole.traverse((part) => {
		if (!(part instanceof THREE.Mesh)) return
		const geometry = part.geometry.index ? part.geometry.toNonIndexed() : part.geometry.clone()
		geometry.applyMatrix4(part.matrixWorld)
		for (const name of Object.keys(geometry.attributes)) {
			if (name !== 'position' && name !== 'normal') geometry.deleteAttribute(name)
		}
		geometry.clearGroups()
		const material = part.material as THREE.Material
		const list = byMaterial.get(material) ?? []
		list.push(geometry)
		byMaterial.set(material, list)
	})
	const result = new THREE.Group()
	for (const [material, geometries] of byMaterial) {
		const geometry = mergeGeometries(geometries)
		if (geometry) result.add(new THREE.Mesh(geometry, material))
	}
	return result
}
