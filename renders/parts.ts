// The parts the plants are built from, in metres at their real sizes, and the materials they are made
// of. Each builder returns a group standing on y = 0 (or, for a pipe, along the points it is given), so
// a model places parts with `at`.
import * as THREE from 'three'

const physical = (parameters: THREE.MeshPhysicalMaterialParameters) =>
	new THREE.MeshPhysicalMaterial(parameters)

/** The materials, in the site's palette where a part is painted or moulded. */
export const materials = {
	/** 304/316 stainless, satin finish: frames, tubes, housings, tanks. */
	stainless: physical({ color: 0xe4e8ec, metalness: 1, roughness: 0.22 }),
	/** Mirror-polished stainless: pharma tanks, the filler's bowl. */
	polished: physical({ color: 0xf0f3f6, metalness: 1, roughness: 0.12 }),
	/** Brushed, darker stainless for shaded structure and fittings. */
	steelDark: physical({ color: 0x9aa3ad, metalness: 1, roughness: 0.38 }),
	/** FRP pressure and filter vessels, in the site's deep blue with a moulded gloss. */
	frp: physical({ color: 0x1f4d8c, roughness: 0.42, clearcoat: 0.7, clearcoatRoughness: 0.25 }),
	/** Painted mild steel: skid frames and tank bodies, the site's navy. */
	paintNavy: physical({ color: 0x173a69, roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.4 }),
	/** Electric motors, pump-maker blue. */
	motor: physical({ color: 0x2b6cb0, roughness: 0.45, clearcoat: 0.4, clearcoatRoughness: 0.3 }),
	/** Control panels and enclosures, light grey (RAL 7035). */
	panel: physical({ color: 0xd7dadd, roughness: 0.55 }),
	/** Valve handles, pilot lights' rims, warning marks: the site's accent, in small touches. */
	accent: physical({ color: 0xf5a10b, roughness: 0.45, clearcoat: 0.5 }),
	/** UPVC process piping. */
	upvc: physical({ color: 0x8b95a1, roughness: 0.5 }),
	/** Rubber, gaskets, cable, tyres, belts, screen bezels. */
	rubber: physical({ color: 0x23272d, roughness: 0.8 }),
	/** A display's glass, with a little light of its own. */
	screen: physical({
		color: 0x0b2545,
		emissive: 0x0e7fa0,
		emissiveIntensity: 0.35,
		roughness: 0.15,
		clearcoat: 1,
	}),
	/** Water in a tank, a sight glass or a bottle. */
	water: physical({
		color: 0x7fd6ea,
		roughness: 0.05,
		transmission: 0.6,
		transparent: true,
		opacity: 0.85,
		thickness: 0.05,
	}),
	/** Clear guarding (polycarbonate) and glass. */
	glass: physical({
		color: 0xffffff,
		roughness: 0.05,
		transmission: 0.9,
		transparent: true,
		opacity: 0.25,
		thickness: 0.01,
	}),
	/** PET bottles and preforms, clear with a light blue cast. */
	pet: physical({
		color: 0xd6f1fa,
		roughness: 0.08,
		transmission: 0.8,
		transparent: true,
		opacity: 0.55,
		thickness: 0.002,
	}),
	/** Cast concrete: tank walls, plinths. */
	concrete: physical({ color: 0xbfc3c7, roughness: 0.9 }),
	/** White moulded plastic: caps, HDPE tanks. */
	plastic: physical({ color: 0xf4f6f8, roughness: 0.5 }),
	/** Green and red pilot lamps. */
	lampGreen: physical({ color: 0x22c55e, emissive: 0x16a34a, emissiveIntensity: 0.8 }),
	lampRed: physical({ color: 0xef4444, emissive: 0xdc2626, emissiveIntensity: 0.6 }),
} as const

export type MaterialName = keyof typeof materials

/** Places `part` at (x, y, z), optionally turned round the vertical by `turn` radians. */
export function at<T extends THREE.Object3D>(part: T, x: number, y: number, z: number, turn = 0) {
	part.position.set(x, y, z)
	part.rotation.y = turn
	return part
}

/** A group of parts. */
export function group(...parts: THREE.Object3D[]) {
	const whole = new THREE.Group()
	if (parts.length > 0) whole.add(...parts)
	return whole
}

const SEGMENTS = 48

/** A box of `width` (x), `height` (y) and `depth` (z), its base centred on the origin. */
export function box(width: number, height: number, depth: number, material: THREE.Material) {
	const mesh = new THREE.Mesh(new THREE.BoxGeometry(width, height, depth), material)
	mesh.position.y = height / 2
	return group(mesh)
}

/** A box with rounded edges (a cabinet, a motor's terminal box). */
export function roundedBox(
	width: number,
	height: number,
	depth: number,
	radius: number,
	material: THREE.Material,
) {
	const shape = new THREE.Shape()
	const w = width / 2 - radius
	const h = height / 2 - radius
	shape.moveTo(-w, -height / 2)
	shape.lineTo(w, -height / 2)
	shape.quadraticCurveTo(width / 2, -height / 2, width / 2, -h)
	shape.lineTo(width / 2, h)
	shape.quadraticCurveTo(width / 2, height / 2, w, height / 2)
	shape.lineTo(-w, height / 2)
	shape.quadraticCurveTo(-width / 2, height / 2, -width / 2, h)
	shape.lineTo(-width / 2, -h)
	shape.quadraticCurveTo(-width / 2, -height / 2, -w, -height / 2)
	const geometry = new THREE.ExtrudeGeometry(shape, {
		depth: depth - radius * 2,
		bevelEnabled: true,
		bevelThickness: radius,
		bevelSize: radius * 0.6,
		bevelSegments: 4,
		curveSegments: 8,
	})
	geometry.translate(0, height / 2, -(depth - radius * 2) / 2)
	return group(new THREE.Mesh(geometry, material))
}

/** An upright cylinder of `radius` and `height` standing on the origin. */
export function cylinder(radius: number, height: number, material: THREE.Material, top = radius) {
	const mesh = new THREE.Mesh(new THREE.CylinderGeometry(top, radius, height, SEGMENTS), material)
	mesh.position.y = height / 2
	return group(mesh)
}

/**
 * A solid turned about the vertical axis through `profile`, a list of [radius, height] points from
 * the bottom up (a dished head, a bottle, a pump's casing).
 */
export function turned(profile: readonly (readonly [number, number])[], material: THREE.Material) {
	const points = profile.map(([radius, height]) => new THREE.Vector2(radius, height))
	return group(new THREE.Mesh(new THREE.LatheGeometry(points, SEGMENTS), material))
}

/** A torispherical (dished) head's profile from its rim up, for a vessel of `radius`. */
function dishedHead(radius: number, rise: number, from: number) {
	const points: [number, number][] = []
	for (let step = 0; step <= 10; step++) {
		const angle = (step / 10) * (Math.PI / 2)
		points.push([Math.max(radius * Math.cos(angle), 0.0001), from + rise * Math.sin(angle)])
	}
	return points
}

/**
 * A vertical vessel: a shell of `radius` and straight `height` between two dished heads, standing
 * on three or four legs of `legHeight` (a filter, a softener column, a storage tank).
 */
export function vessel(
	radius: number,
	height: number,
	material: THREE.Material,
	{ legHeight = 0.25, legs = 4, legMaterial = materials.stainless as THREE.Material } = {},
) {
	const rise = radius * 0.4
	const bottom = dishedHead(radius, rise, 0)
		.map(([r, y]) => [r, rise - y + legHeight] as const)
		.reverse()
	const top = dishedHead(radius, rise, legHeight + rise + height)
	const shell = turned([...bottom, ...top], material)
	const whole = group(shell)
	for (let leg = 0; leg < legs; leg++) {
		const angle = (leg / legs) * Math.PI * 2 + Math.PI / 4
		const post = cylinder(0.025, legHeight + rise * 0.8, legMaterial)
		whole.add(at(post, Math.cos(angle) * radius * 0.85, 0, Math.sin(angle) * radius * 0.85))
		whole.add(
			at(
				cylinder(0.05, 0.012, legMaterial),
				Math.cos(angle) * radius * 0.85,
				0,
				Math.sin(angle) * radius * 0.85,
			),
		)
	}
	return whole
}

/**
 * A pipe through `points`, its corners bent at one and a half diameters as a long-radius elbow is,
 * with a flange at either end when `flanged`.
 */
export function pipe(
	points: readonly (readonly [number, number, number])[],
	radius: number,
	material: THREE.Material,
	{ flanged = false } = {},
) {
	const corners = points.map(([x, y, z]) => new THREE.Vector3(x, y, z))
	const path = new THREE.CurvePath<THREE.Vector3>()
	const bend = radius * 3
	let from = corners[0] as THREE.Vector3
	for (let index = 1; index < corners.length; index++) {
		const corner = corners[index] as THREE.Vector3
		const next = corners[index + 1]
		if (!next) {
			path.add(new THREE.LineCurve3(from, corner))
			break
		}
		const into = corner.clone().sub(from)
		const out = next.clone().sub(corner)
		const cut = Math.min(bend, into.length() / 2, out.length() / 2)
		const before = corner.clone().addScaledVector(into.normalize(), -cut)
		const after = corner.clone().addScaledVector(out.normalize(), cut)
		path.add(new THREE.LineCurve3(from, before))
		path.add(new THREE.QuadraticBezierCurve3(before, corner, after))
		from = after
	}
	const length = path.getLength()
	const geometry = new THREE.TubeGeometry(path, Math.max(8, Math.ceil(length / 0.02)), radius, 24)
	const whole = group(new THREE.Mesh(geometry, material))
	if (flanged) {
		for (const [end, toward] of [
			[corners[0], corners[1]],
			[corners.at(-1), corners.at(-2)],
		] as const) {
			if (end && toward) whole.add(flange(end, toward, radius, material))
		}
	}
	return whole
}

/** A flange ring at `end` of a pipe of `radius` whose run comes from `toward`. */
function flange(
	end: THREE.Vector3,
	toward: THREE.Vector3,
	radius: number,
	material: THREE.Material,
) {
	const ring = new THREE.Mesh(
		new THREE.CylinderGeometry(radius * 1.9, radius * 1.9, radius * 0.5, 32),
		material,
	)
	const axis = end.clone().sub(toward).normalize()
	ring.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), axis)
	ring.position.copy(end).addScaledVector(axis, -radius * 0.25)
	return ring
}

/** A cylinder lying along x, centred on the origin (a membrane housing, a motor on its side). */
export function lyingCylinder(radius: number, length: number, material: THREE.Material) {
	const mesh = new THREE.Mesh(
		new THREE.CylinderGeometry(radius, radius, length, SEGMENTS),
		material,
	)
	mesh.rotation.z = Math.PI / 2
	return group(mesh)
}

/**
 * A membrane pressure vessel lying along x: an FRP or stainless shell of `length` for a
 * 4- or 8-inch element, with its end caps, retaining rings and the side ports at either end.
 */
export function membraneHousing(length: number, inches: 4 | 8, material: THREE.Material) {
	const radius = inches === 8 ? 0.112 : 0.058
	const whole = group(lyingCylinder(radius, length, material))
	for (const side of [-1, 1]) {
		const cap = lyingCylinder(radius * 1.04, 0.05, materials.plastic)
		whole.add(at(cap, side * (length / 2 + 0.01), 0, 0))
		const ring = lyingCylinder(radius * 1.07, 0.03, materials.steelDark)
		whole.add(at(ring, side * (length / 2 - 0.03), 0, 0))
		const port = lyingCylinder(radius * 0.32, 0.06, materials.stainless)
		port.rotation.x = 0
		whole.add(at(port, side * (length / 2 + 0.06), 0, 0))
		const sidePort = cylinder(radius * 0.28, radius * 0.5, materials.stainless)
		whole.add(at(sidePort, side * (length / 2 - 0.12), radius * 0.8, 0))
	}
	return whole
}

/**
 * A welded frame of square tube: a base rectangle of `width` × `depth`, posts of `height` at the
 * corners and at every `bay` along the width, top rails and a mid-height rail.
 */
export function frame(
	width: number,
	depth: number,
	height: number,
	material: THREE.Material,
	{ tube = 0.05, bays = 1, midRail = true } = {},
) {
	const whole = group()
	const rail = (length: number, along: 'x' | 'z', y: number, offset: number) => {
		const beam =
			along === 'x' ? box(length, tube, tube, material) : box(tube, tube, length, material)
		return at(beam, along === 'x' ? 0 : offset, y, along === 'x' ? offset : 0)
	}
	for (let bay = 0; bay <= bays; bay++) {
		const x = -width / 2 + tube / 2 + ((width - tube) * bay) / bays
		for (const z of [-depth / 2 + tube / 2, depth / 2 - tube / 2]) {
			whole.add(at(box(tube, height, tube, material), x, 0, z))
		}
		for (const y of midRail ? [0, height / 2, height - tube] : [0, height - tube]) {
			whole.add(at(box(tube, tube, depth, material), x, y, 0))
		}
	}
	for (const y of midRail ? [0, height / 2, height - tube] : [0, height - tube]) {
		for (const z of [-depth / 2 + tube / 2, depth / 2 - tube / 2]) {
			whole.add(rail(width, 'x', y, z))
		}
	}
	return whole
}

/** A pressure gauge on a short stem, its dial facing +z. */
export function gauge(radius = 0.05) {
	const face = new THREE.Mesh(
		new THREE.CylinderGeometry(radius * 0.88, radius * 0.88, 0.004, 32),
		materials.plastic,
	)
	face.rotation.x = Math.PI / 2
	face.position.z = radius * 0.42
	const needle = new THREE.Mesh(
		new THREE.BoxGeometry(radius * 0.08, radius * 0.7, 0.003),
		materials.lampRed,
	)
	needle.position.set(radius * 0.15, radius * 0.15, radius * 0.45)
	needle.rotation.z = -0.7
	const body = new THREE.Mesh(
		new THREE.CylinderGeometry(radius, radius, radius * 0.8, 32),
		materials.stainless,
	)
	body.rotation.x = Math.PI / 2
	const dial = group(body, face, needle)
	dial.position.y = radius + 0.06
	const stem = cylinder(0.008, 0.06, materials.stainless)
	return group(stem, dial)
}

/** A ball valve on a pipe along x with its lever in the accent colour (open, along the pipe). */
export function ballValve(radius: number) {
	const body = lyingCylinder(radius * 1.7, radius * 3.4, materials.steelDark)
	const stem = cylinder(radius * 0.3, radius * 2.2, materials.stainless)
	const lever = box(radius * 5, radius * 0.5, radius * 0.9, materials.accent)
	return group(body, at(stem, 0, radius, 0), at(lever, radius * 2, radius * 3, 0))
}

/**
 * A vertical multistage centrifugal pump (the RO's high-pressure pump, a booster set's pumps): a
 * foot, the stainless stage stack, the lantern and a finned motor with its fan cowl on top.
 */
export function verticalPump(kilowatts: number) {
	const scale = Math.cbrt(Math.max(kilowatts, 0.5) / 7.5)
	const stack = 0.55 * scale
	const motorRadius = 0.13 * scale
	const motorLength = 0.38 * scale
	const whole = group()
	whole.add(box(0.3 * scale, 0.06 * scale, 0.24 * scale, materials.steelDark))
	whole.add(at(cylinder(0.085 * scale, stack, materials.stainless), 0, 0.06 * scale, 0))
	for (const y of [0.1, 0.1 + stack * 0.95]) {
		whole.add(
			at(cylinder(0.1 * scale, 0.04 * scale, materials.steelDark), 0, y * (y < 0.2 ? scale : 1), 0),
		)
	}
	for (const side of [-1, 1]) {
		const port = lyingCylinder(0.045 * scale, 0.12 * scale, materials.stainless)
		whole.add(at(port, side * 0.13 * scale, 0.11 * scale, 0))
	}
	const lantern = 0.06 * scale + stack
	whole.add(
		at(cylinder(0.09 * scale, 0.12 * scale, materials.steelDark, 0.11 * scale), 0, lantern, 0),
	)
	const motorBase = lantern + 0.12 * scale
	whole.add(at(cylinder(motorRadius, motorLength, materials.motor), 0, motorBase, 0))
	for (let fin = 0; fin < 16; fin++) {
		const angle = (fin / 16) * Math.PI * 2
		const rib = box(0.012 * scale, motorLength * 0.9, 0.025 * scale, materials.motor)
		rib.rotation.y = -angle
		whole.add(
			at(
				rib,
				Math.cos(angle) * motorRadius,
				motorBase + motorLength * 0.05,
				Math.sin(angle) * motorRadius,
			),
		)
		rib.rotation.y = -angle
	}
	whole.add(
		at(
			cylinder(motorRadius * 1.02, 0.14 * scale, materials.motor, motorRadius * 0.9),
			0,
			motorBase + motorLength,
			0,
		),
	)
	whole.add(
		at(
			roundedBox(0.12 * scale, 0.1 * scale, 0.1 * scale, 0.01, materials.motor),
			0,
			motorBase + motorLength * 0.55,
			motorRadius + 0.04 * scale,
		),
	)
	return whole
}

/**
 * A horizontal end-suction pump and motor on one base plate (a blower or transfer pump's shape):
 * motor along x, the volute at its +x end with suction facing +x and discharge up.
 */
export function endSuctionPump(kilowatts: number) {
	const scale = Math.cbrt(Math.max(kilowatts, 0.5) / 5.5)
	const motorRadius = 0.11 * scale
	const motorLength = 0.42 * scale
	const axis = 0.06 * scale + motorRadius + 0.04 * scale
	const whole = group(box(0.9 * scale, 0.06 * scale, 0.3 * scale, materials.paintNavy))
	const motor = lyingCylinder(motorRadius, motorLength, materials.motor)
	whole.add(at(motor, -0.12 * scale, axis, 0))
	const cowl = lyingCylinder(motorRadius * 0.95, 0.08 * scale, materials.motor)
	whole.add(at(cowl, -0.12 * scale - motorLength / 2 - 0.04 * scale, axis, 0))
	const volute = new THREE.Mesh(
		new THREE.CylinderGeometry(0.15 * scale, 0.15 * scale, 0.12 * scale, 40),
		materials.steelDark,
	)
	volute.rotation.z = Math.PI / 2
	volute.position.set(0.22 * scale, axis, 0)
	whole.add(volute)
	whole.add(
		at(lyingCylinder(0.05 * scale, 0.14 * scale, materials.steelDark), 0.34 * scale, axis, 0),
	)
	whole.add(
		at(
			cylinder(0.045 * scale, 0.12 * scale, materials.steelDark),
			0.22 * scale,
			axis + 0.12 * scale,
			0,
		),
	)
	for (const x of [-0.2, 0]) {
		whole.add(
			at(
				box(0.06 * scale, axis - motorRadius * 0.6, 0.22 * scale, materials.motor),
				x * scale,
				0.06 * scale,
				0,
			),
		)
	}
	return whole
}

/**
 * A painted control panel of `width` × `height` × `depth`, its door facing +z, with an operator
 * screen, pilot lamps, selector switches, a door handle and, if `plinth`, a base.
 */
export function controlPanel(width: number, height: number, depth: number, { plinth = 0.1 } = {}) {
	const whole = group()
	if (plinth > 0) whole.add(box(width, plinth, depth, materials.rubber))
	whole.add(at(roundedBox(width, height, depth, 0.012, materials.panel), 0, plinth, 0))
	const front = depth / 2 + 0.004
	const screenWidth = Math.min(width * 0.55, 0.3)
	whole.add(
		at(
			box(screenWidth + 0.03, screenWidth * 0.62 + 0.03, 0.012, materials.rubber),
			0,
			plinth + height * 0.62,
			front,
		),
	)
	whole.add(
		at(
			box(screenWidth, screenWidth * 0.62, 0.016, materials.screen),
			0,
			plinth + height * 0.62 + 0.015,
			front,
		),
	)
	const lamps = [materials.lampGreen, materials.accent, materials.lampRed]
	lamps.forEach((lamp, index) => {
		const x = (index - 1) * 0.07
		const light = new THREE.Mesh(new THREE.CylinderGeometry(0.014, 0.014, 0.02, 24), lamp)
		light.rotation.x = Math.PI / 2
		light.position.set(x, plinth + height * 0.45, front + 0.01)
		whole.add(light)
		const knob = new THREE.Mesh(
			new THREE.CylinderGeometry(0.016, 0.016, 0.025, 24),
			materials.rubber,
		)
		knob.rotation.x = Math.PI / 2
		knob.position.set(x, plinth + height * 0.37, front + 0.012)
		whole.add(knob)
	})
	whole.add(
		at(
			box(0.015, 0.12, 0.025, materials.steelDark),
			width / 2 - 0.05,
			plinth + height * 0.5,
			front,
		),
	)
	// The door's edge, a dark line inset from the cabinet's.
	whole.add(
		at(box(width - 0.04, 0.004, 0.002, materials.steelDark), 0, plinth + height - 0.02, front),
	)
	whole.add(at(box(width - 0.04, 0.004, 0.002, materials.steelDark), 0, plinth + 0.02, front))
	return whole
}

/** A cartridge filter housing (a 20- or 40-inch micron filter): stainless body, clamp, legs, gauge. */
export function cartridgeHousing(height = 0.9, radius = 0.1) {
	const whole = vessel(radius, height, materials.stainless, { legHeight: 0.3, legs: 3 })
	whole.add(at(cylinder(radius * 1.08, 0.05, materials.steelDark), 0, 0.3 + height * 0.82, 0))
	whole.add(at(gauge(0.04), 0, 0.3 + height + radius * 0.4, 0))
	return whole
}
