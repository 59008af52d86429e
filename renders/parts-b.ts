// The parts the bottling and packaging lines share, in metres at their real sizes: PET bottles and
// their caps, slat conveyors with guide rails and a gear motor, star wheels, levelling feet and the
// stainless-framed polycarbonate guarding that encloses a machine's working zone.
import * as THREE from 'three'
import {
	at,
	box,
	cylinder,
	group,
	lyingCylinder,
	materials,
	pipe,
	roundedBox,
	turned,
} from './parts.ts'

const physical = (parameters: THREE.MeshPhysicalMaterialParameters) =>
	new THREE.MeshPhysicalMaterial(parameters)

/** The materials these lines add to the shared palette. */
export const lineMaterials = {
	/** Moulded screw caps, in the site's water blue. */
	cap: physical({ color: 0x0ea5c6, roughness: 0.4, clearcoat: 0.5 }),
	/** Acetal slat chain and UHMW wear strips, light grey. */
	chain: physical({ color: 0xc3c9d0, roughness: 0.55 }),
	/** Nylon star wheels and change parts, the site's deep blue. */
	changePart: physical({ color: 0x173a69, roughness: 0.45, clearcoat: 0.4 }),
	/**
	 * PET, clear with a light blue cast, drawn without transmission: a line carries a hundred
	 * bottles, and refraction through each would multiply the render time for no visible gain.
	 */
	pet: physical({
		color: 0xc4ecf8,
		roughness: 0.06,
		metalness: 0.2,
		transparent: true,
		opacity: 0.6,
		clearcoat: 1,
		depthWrite: false,
	}),
	/**
	 * Polycarbonate guarding that leaves what is behind it to be drawn (it writes no depth), so the
	 * bottles inside a machine still show through it.
	 */
	guard: physical({
		color: 0xf2f8fc,
		roughness: 0.04,
		transparent: true,
		opacity: 0.14,
		clearcoat: 1,
		depthWrite: false,
	}),
	/** Water seen through a bottle's wall. */
	bottledWater: physical({ color: 0x5fcbe4, roughness: 0.1, transparent: true, opacity: 0.75 }),
	/** Juice or soft drink in a bottle, light water with more body than plain water. */
	drink: physical({ color: 0x5cc8e0, roughness: 0.1, transparent: true, opacity: 0.7 }),
} as const

/** Calls `place` for `count` points spaced evenly round a circle of `radius`, from `start` radians. */
export function around(
	count: number,
	radius: number,
	place: (x: number, z: number, angle: number, index: number) => THREE.Object3D,
	start = 0,
) {
	const whole = group()
	for (let index = 0; index < count; index++) {
		const angle = start + (index / count) * Math.PI * 2
		whole.add(place(Math.cos(angle) * radius, Math.sin(angle) * radius, angle, index))
	}
	return whole
}

/** A PET bottle's outline from the base up, for a 500 ml bottle 0.21 m tall. */
const BOTTLE: readonly (readonly [number, number])[] = [
	[0.0005, 0.002],
	[0.022, 0],
	[0.03, 0.004],
	[0.032, 0.014],
	[0.032, 0.105],
	[0.0295, 0.113],
	[0.032, 0.121],
	[0.032, 0.14],
	[0.027, 0.163],
	[0.017, 0.181],
	[0.0135, 0.188],
	[0.0135, 0.19],
	[0.018, 0.19],
	[0.018, 0.193],
	[0.0135, 0.193],
	[0.0135, 0.21],
	[0.0125, 0.21],
]

/**
 * A PET bottle standing on the origin, scaled to `height` (0.21 m is a 500 ml bottle), with its
 * contents up to `fill` of its height and a screw cap when `capped`.
 */
export function bottle(
	height = 0.21,
	{ fill = 0, capped = false, contents = lineMaterials.bottledWater as THREE.Material } = {},
) {
	const scale = height / 0.21
	const whole = group(turned(BOTTLE, lineMaterials.pet))
	whole.scale.setScalar(scale)
	if (fill > 0) {
		const level = 0.21 * fill
		const inner = BOTTLE.filter(([, y]) => y < level).map(
			([radius, y]) => [Math.max(radius - 0.0015, 0.0005), y + 0.001] as const,
		)
		whole.add(turned([...inner, [0.0005, level]], contents))
	}
	if (capped) {
		whole.add(at(cylinder(0.0155, 0.017, lineMaterials.cap), 0, 0.196, 0))
		whole.add(at(cylinder(0.0165, 0.003, lineMaterials.cap), 0, 0.196, 0))
	}
	return whole
}

/** A screw-jack levelling foot with its rubber pad, `height` tall. */
export function foot(height = 0.08) {
	return group(
		cylinder(0.04, 0.015, materials.rubber),
		at(cylinder(0.035, 0.01, materials.steelDark), 0, 0.015, 0),
		at(cylinder(0.012, height - 0.025, materials.stainless), 0, 0.025, 0),
	)
}

/**
 * A slat-chain bottle conveyor along +x from the origin for `length`, its chain's top at `top`:
 * stainless side channels, the chain, guide rails either side of the bottles on brackets, legs on
 * levelling feet (at `legsAt`, or spread along it) and, when `drive` is set, the gear motor at the far end on the back (−z) side.
 */
export function conveyor(
	length: number,
	{
		top = 1.0,
		chain = 0.0825,
		guide = 0.04,
		drive = true,
		legsAt = undefined as number[] | undefined,
	} = {},
) {
	const whole = group()
	const channel = 0.1
	const half = chain / 2 + 0.008
	whole.add(at(box(length, 0.008, chain, lineMaterials.chain), length / 2, top - 0.008, 0))
	for (const z of [-half, half]) {
		whole.add(
			at(box(length, channel, 0.006, materials.stainless), length / 2, top - channel + 0.004, z),
		)
		whole.add(
			at(
				box(length, 0.006, 0.02, materials.stainless),
				length / 2,
				top - channel,
				z - Math.sign(z) * 0.01,
			),
		)
		// The guide rails, a UHMW strip on a stainless rod, at shoulder height of the bottles.
		const rail = lyingCylinder(0.006, length, materials.stainless)
		whole.add(at(rail, length / 2, top + 0.075, Math.sign(z) * (guide + 0.01)))
		whole.add(
			at(
				box(length, 0.02, 0.006, lineMaterials.chain),
				length / 2,
				top + 0.065,
				Math.sign(z) * (guide + 0.003),
			),
		)
	}
	const brackets = Math.max(2, Math.round(length / 0.6) + 1)
	for (let index = 0; index < brackets; index++) {
		const x = 0.05 + ((length - 0.1) * index) / (brackets - 1)
		for (const side of [-1, 1]) {
			whole.add(
				at(cylinder(0.005, 0.085, materials.stainless), x, top - 0.01, side * (half + 0.012)),
			)
			const arm = box(0.01, 0.01, half + 0.012 - guide - 0.01, materials.stainless)
			whole.add(at(arm, x, top + 0.07, side * ((half + 0.012 + guide + 0.01) / 2)))
		}
	}
	// End rollers under covers at both ends.
	for (const x of [0, length]) {
		const roller = new THREE.Mesh(
			new THREE.CylinderGeometry(0.05, 0.05, chain + 0.03, 32),
			materials.steelDark,
		)
		roller.rotation.x = Math.PI / 2
		roller.position.set(x, top - 0.05, 0)
		whole.add(roller)
	}
	const legs = legsAt ?? legPositions(length)
	const legHeight = top - channel - 0.08
	for (const x of legs) {
		for (const side of [-1, 1]) {
			whole.add(at(foot(), x, 0, side * 0.1))
			whole.add(at(box(0.04, legHeight, 0.04, materials.stainless), x, 0.08, side * 0.1))
			whole.add(
				at(
					box(0.04, 0.04, 0.2 - half * 2, materials.stainless),
					x,
					top - channel - 0.04,
					side * ((0.1 + half) / 2),
				),
			)
		}
		whole.add(at(box(0.03, 0.03, 0.2, materials.stainless), x, 0.25, 0))
	}
	if (drive) whole.add(at(gearMotor(), length - 0.06, top - 0.05, -half - 0.006))
	return whole
}

function legPositions(length: number) {
	const spans = Math.max(1, Math.ceil((length - 0.3) / 1.5))
	return Array.from({ length: spans + 1 }, (_, index) => 0.15 + ((length - 0.3) * index) / spans)
}

/** A right-angle worm gear motor whose output shaft runs along −z from the origin. */
export function gearMotor(size = 1) {
	const whole = group()
	const gearbox = roundedBox(0.12 * size, 0.12 * size, 0.09 * size, 0.012, materials.motor)
	whole.add(at(gearbox, 0, -0.06 * size, -0.05 * size))
	const motor = new THREE.Mesh(
		new THREE.CylinderGeometry(0.055 * size, 0.055 * size, 0.2 * size, 32),
		materials.motor,
	)
	motor.rotation.z = Math.PI / 2
	motor.position.set(-0.15 * size, -0.03 * size, -0.05 * size)
	whole.add(motor)
	const cowl = new THREE.Mesh(
		new THREE.CylinderGeometry(0.05 * size, 0.05 * size, 0.05 * size, 32),
		materials.motor,
	)
	cowl.rotation.z = Math.PI / 2
	cowl.position.set(-0.27 * size, -0.03 * size, -0.05 * size)
	whole.add(cowl)
	return whole
}

/**
 * A star wheel of `radius` with `pockets` bottle pockets of `pocket` radius round its rim, a disc
 * `thickness` thick lying flat on the origin.
 */
export function starWheel(radius: number, pockets: number, pocket = 0.036, thickness = 0.02) {
	const shape = new THREE.Shape()
	const steps = pockets * 16
	for (let step = 0; step <= steps; step++) {
		const angle = (step / steps) * Math.PI * 2
		const phase = ((step % 16) / 16) * Math.PI * 2
		// Each pocket is a half-round notch cut into the rim.
		const depth = Math.max(0, Math.cos(phase - Math.PI)) ** 0.5 * pocket * 1.6
		const r = radius - depth
		if (step === 0) shape.moveTo(Math.cos(angle) * r, Math.sin(angle) * r)
		else shape.lineTo(Math.cos(angle) * r, Math.sin(angle) * r)
	}
	const geometry = new THREE.ExtrudeGeometry(shape, { depth: thickness, bevelEnabled: false })
	geometry.rotateX(-Math.PI / 2)
	return group(new THREE.Mesh(geometry, lineMaterials.changePart))
}

/**
 * The guarding over a machine's working zone: stainless posts at the corners and every `bays`
 * along the width, top and bottom rails, and clear polycarbonate panels between them, `width` ×
 * `depth` × `height`, standing on the origin.
 */
export function guarding(
	width: number,
	depth: number,
	height: number,
	{ bays = 2, sideBays = 1, open = [] as ('front' | 'back' | 'left' | 'right')[] } = {},
) {
	const whole = group()
	const post = 0.04
	const sides = [
		{ name: 'front', from: [-width / 2, depth / 2], to: [width / 2, depth / 2], bays },
		{ name: 'back', from: [-width / 2, -depth / 2], to: [width / 2, -depth / 2], bays },
		{ name: 'left', from: [-width / 2, -depth / 2], to: [-width / 2, depth / 2], bays: sideBays },
		{ name: 'right', from: [width / 2, -depth / 2], to: [width / 2, depth / 2], bays: sideBays },
	] as const
	for (const side of sides) {
		const [x0, z0] = side.from
		const [x1, z1] = side.to
		const along = x1 !== x0 ? 'x' : 'z'
		const span = along === 'x' ? x1 - x0 : z1 - z0
		for (let bay = 0; bay <= side.bays; bay++) {
			const t = bay / side.bays
			const x = x0 + (x1 - x0) * t
			const z = z0 + (z1 - z0) * t
			whole.add(at(box(post, height, post, materials.stainless), x, 0, z))
		}
		for (const y of [0, height - post]) {
			const rail =
				along === 'x'
					? box(span, post, post, materials.stainless)
					: box(post, post, span, materials.stainless)
			whole.add(at(rail, (x0 + x1) / 2, y, (z0 + z1) / 2))
		}
		if (open.includes(side.name)) continue
		const bay = span / side.bays
		for (let index = 0; index < side.bays; index++) {
			const centre = -span / 2 + bay * (index + 0.5)
			const panel =
				along === 'x'
					? box(bay - post, height - post * 2, 0.006, lineMaterials.guard)
					: box(0.006, height - post * 2, bay - post, lineMaterials.guard)
			const x = along === 'x' ? centre : x0
			const z = along === 'x' ? z0 : centre
			whole.add(at(panel, x, post, z))
			// A door handle on every front and back panel.
			if (along === 'x') {
				const handle = box(0.02, 0.18, 0.03, materials.steelDark)
				whole.add(at(handle, x + bay / 2 - 0.08, height * 0.5, z0 + Math.sign(z0) * 0.02))
			}
		}
	}
	return whole
}

/**
 * A cap chute down the straight runs between `points`: two side rods and a floor rod either side of
 * the caps' path, with caps queued down its first, longest run.
 */
export function capChute(points: readonly (readonly [number, number, number])[], caps = 12) {
	const whole = group()
	const corners = points.map(([x, y, z]) => new THREE.Vector3(x, y, z))
	for (let index = 1; index < corners.length; index++) {
		const from = corners[index - 1] as THREE.Vector3
		const to = corners[index] as THREE.Vector3
		const run = to.clone().sub(from).normalize()
		const side = new THREE.Vector3(-run.z, 0, run.x).normalize()
		const floor = new THREE.Vector3().crossVectors(side, run).normalize()
		for (const offset of [
			side.clone().multiplyScalar(0.021),
			side.clone().multiplyScalar(-0.021),
			floor.clone().multiplyScalar(-0.012),
		]) {
			whole.add(rod(from.clone().add(offset), to.clone().add(offset), 0.005))
		}
		if (index !== 1) continue
		for (let cap = 0; cap < caps; cap++) {
			const centre = from.clone().lerp(to, 0.3 + (cap / caps) * 0.65)
			const disc = new THREE.Mesh(
				new THREE.CylinderGeometry(0.0155, 0.0155, 0.017, 24),
				lineMaterials.cap,
			)
			disc.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), floor)
			disc.position.copy(centre)
			whole.add(disc)
		}
	}
	return whole
}

/** A straight round rod of `radius` from `from` to `to`. */
export function rod(
	from: THREE.Vector3,
	to: THREE.Vector3,
	radius: number,
	material: THREE.Material = materials.stainless,
) {
	const length = from.distanceTo(to)
	const mesh = new THREE.Mesh(new THREE.CylinderGeometry(radius, radius, length, 16), material)
	mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), to.clone().sub(from).normalize())
	mesh.position.copy(from).lerp(to, 0.5)
	return mesh
}

/** The point `distance` from `from` (x, z) at `degrees` round from +x towards +z. */
export function polar(from: readonly [number, number], distance: number, degrees: number) {
	const angle = THREE.MathUtils.degToRad(degrees)
	return [from[0] + Math.cos(angle) * distance, from[1] + Math.sin(angle) * distance] as const
}

/** How far the bottles on a turret's plate or a star's dead plate stand above the machine's table. */
export const PLATE = 0.06
/** The pitch radius of a transfer star wheel. */
export const STAR_PITCH = 0.2

/**
 * A monobloc's stainless base cabinet, `width` × `depth`, its table at `table`, on levelling feet,
 * with hinged access doors in its front and its right-hand end.
 */
export function machineBase(width: number, depth: number, table: number) {
	const whole = group()
	const columns = Math.max(2, Math.round(width / 1.4) + 1)
	for (let index = 0; index < columns; index++) {
		const x = -width / 2 + 0.15 + ((width - 0.3) * index) / (columns - 1)
		for (const z of [-depth / 2 + 0.15, depth / 2 - 0.15]) whole.add(at(foot(0.1), x, 0, z))
	}
	whole.add(at(box(width, table - 0.12, depth, materials.stainless), 0, 0.1, 0))
	whole.add(at(box(width + 0.04, 0.025, depth + 0.04, materials.polished), 0, table - 0.025, 0))
	const doorHeight = table - 0.3
	const door = (doorWidth: number) => {
		const panel = group(box(doorWidth, doorHeight, 0.012, materials.polished))
		const handle = box(0.018, 0.12, 0.02, materials.steelDark)
		panel.add(at(handle, doorWidth / 2 - 0.06, doorHeight * 0.45, 0.01))
		return panel
	}
	const doors = Math.max(1, Math.round(width / 1.05))
	const pitch = width / doors
	for (let index = 0; index < doors; index++) {
		whole.add(at(door(pitch - 0.1), -width / 2 + pitch * (index + 0.5), 0.2, depth / 2 + 0.006))
	}
	const sideDoors = Math.max(1, Math.round(depth / 0.8))
	const sidePitch = depth / sideDoors
	for (let index = 0; index < sideDoors; index++) {
		const z = -depth / 2 + sidePitch * (index + 0.5)
		whole.add(at(door(sidePitch - 0.1), width / 2 + 0.006, 0.2, z, Math.PI / 2))
	}
	return whole
}

/**
 * A rotary filler standing on the machine's table (its origin): `valves` filling valves round a
 * pitch circle of `radius` under a polished ring bowl, each over a bottle on the turning plate,
 * and the product inlet rising `inlet` above the table. Isobaric valves (for carbonated drinks)
 * are taller, with the gas return tube and the snift valve beside each.
 */
export function fillerTurret(
	radius: number,
	valves: number,
	{ inlet = 1.45, isobaric = false, contents = lineMaterials.bottledWater as THREE.Material } = {},
) {
	const whole = group()
	const valveLength = isobaric ? 0.36 : 0.26
	const bowlBase = 0.42 + valveLength
	whole.add(cylinder(radius + 0.06, PLATE, materials.polished))
	whole.add(cylinder(0.12, bowlBase, materials.stainless))
	// The bowl: a polished ring tank with a dished lid, carried on spokes from the column.
	const bowl = turned(
		[
			[0.0005, 0],
			[radius + 0.08, 0],
			[radius + 0.08, 0.22],
			[radius + 0.1, 0.22],
			[radius + 0.1, 0.25],
			[radius - 0.05, 0.3],
			[0.2, 0.36],
			[0.06, 0.37],
			[0.0005, 0.37],
		],
		materials.polished,
	)
	whole.add(at(bowl, 0, bowlBase, 0))
	whole.add(
		around(6, radius * 0.6, (x, z, angle) => {
			const spoke = box(radius * 0.9, 0.05, 0.04, materials.stainless)
			spoke.rotation.y = -angle
			return at(spoke, x, bowlBase - 0.05, z)
		}),
	)
	whole.add(at(cylinder(0.06, 0.1, materials.steelDark), 0, bowlBase + 0.37, 0))
	whole.add(
		pipe(
			[
				[0, bowlBase + 0.47, 0],
				[0, inlet, 0],
			],
			0.03,
			materials.stainless,
			{ flanged: true },
		),
	)
	whole.add(at(cylinder(0.012, 0.12, materials.steelDark), radius * 0.6, bowlBase + 0.32, 0.1))
	whole.add(
		around(valves, radius, (x, z, angle) => {
			const valve = group()
			valve.add(at(cylinder(0.024, valveLength, materials.stainless), 0, 0.31, 0))
			valve.add(at(cylinder(0.03, 0.04, materials.steelDark), 0, 0.22 + valveLength, 0))
			valve.add(at(cylinder(0.012, 0.05, materials.stainless, 0.02), 0, 0.26, 0))
			valve.add(at(cylinder(0.026, 0.025, materials.rubber, 0.016), 0, 0.235, 0))
			if (isobaric) {
				// The gas return tube and snift valve sit on the valve's outboard side.
				valve.add(at(cylinder(0.006, valveLength + 0.05, materials.polished), 0.036, 0.3, 0))
				valve.add(at(box(0.03, 0.03, 0.026, materials.steelDark), 0.03, 0.33, 0))
				valve.add(at(box(0.06, 0.012, 0.012, materials.stainless), 0.03, 0.2 + valveLength, 0))
			}
			valve.add(at(bottle(0.21, { fill: 0.8, contents }), 0, PLATE, 0))
			valve.rotation.y = -angle
			return at(valve, x, 0, z)
		}),
	)
	return whole
}

/** A capper on the table (its origin): `heads` chucks on spindles hanging from the cam head. */
export function capperTurret(
	radius: number,
	heads: number,
	{ contents = lineMaterials.bottledWater as THREE.Material } = {},
) {
	const whole = group()
	whole.add(cylinder(radius + 0.06, PLATE, materials.polished))
	whole.add(cylinder(0.08, 0.75, materials.stainless))
	whole.add(at(cylinder(radius + 0.07, 0.16, materials.stainless), 0, 0.75, 0))
	whole.add(at(cylinder(radius + 0.04, 0.02, materials.steelDark), 0, 0.91, 0))
	whole.add(
		around(heads, radius, (x, z) => {
			const head = group()
			head.add(at(cylinder(0.011, 0.48, materials.polished), 0, 0.28, 0))
			head.add(at(cylinder(0.028, 0.06, materials.steelDark), 0, 0.29, 0))
			head.add(at(cylinder(0.02, 0.08, materials.stainless), 0, 0.55, 0))
			head.add(at(bottle(0.21, { fill: 0.8, capped: true, contents }), 0, PLATE, 0))
			return at(head, x, 0, z)
		}),
	)
	return whole
}

/** A transfer star wheel on its dead plate on the table (its origin), bottles in the `loaded` pockets. */
export function transferStar(
	pockets: number,
	loaded: number[],
	{ fill = 0, capped = false, contents = lineMaterials.bottledWater as THREE.Material } = {},
) {
	const whole = group()
	whole.add(cylinder(STAR_PITCH + 0.05, PLATE, materials.polished))
	whole.add(at(cylinder(0.04, 0.14, materials.stainless), 0, PLATE, 0))
	whole.add(at(starWheel(STAR_PITCH + 0.03, pockets), 0, PLATE + 0.09, 0))
	whole.add(at(starWheel(STAR_PITCH + 0.03, pockets), 0, PLATE + 0.03, 0))
	whole.add(
		around(
			pockets,
			STAR_PITCH,
			(x, z, _angle, slot) =>
				loaded.includes(slot) ? at(bottle(0.21, { fill, capped, contents }), x, PLATE, z) : group(),
			Math.PI / pockets,
		),
	)
	return whole
}
