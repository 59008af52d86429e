// A packaged drinking water factory of about 120 bottles a minute, as a cut-away model of its
// 16 × 9 m hall: the RO treatment room (sand and carbon filters, the RO skid, treated water tanks),
// the blow moulding area (preform hopper and elevator, blow moulder, compressor), the filling hall
// (rinse-fill-cap monoblock fed by the air conveyor from the blow moulder), the packing line (shrink
// wrapper and its tunnel) and the finished goods store of palletised packs. The back and left walls
// stand full height; the partitions are cut at sill height so every room can be seen.

import {
	at,
	box,
	controlPanel,
	cylinder,
	frame,
	group,
	lyingCylinder,
	materials,
	membraneHousing,
	pipe,
	roundedBox,
	turned,
	vessel,
} from '../parts.ts'
import { finishes, tank } from '../parts-d.ts'
import type { Model } from '../studio.ts'

const HALL = { width: 16, depth: 9, wall: 2.4, sill: 0.9, thick: 0.15 }
const LINE_Y = 0.9

/** A wall of `length` along x (or z when `across`), `height` tall, its near face on the given line. */
function wall(length: number, height: number, across = false) {
	return across
		? box(HALL.thick, height, length, finishes.wall)
		: box(length, height, HALL.thick, finishes.wall)
}

/** A 500 ml PET bottle with its cap, standing on y = 0. */
function bottle() {
	const body = turned(
		[
			[0.0001, 0],
			[0.031, 0],
			[0.032, 0.01],
			[0.032, 0.13],
			[0.026, 0.16],
			[0.013, 0.19],
			[0.013, 0.2],
		],
		materials.pet,
	)
	return group(body, at(cylinder(0.015, 0.018, materials.plastic), 0, 0.2, 0))
}

/** A conveyor of `length` along x at line height, on legs, with bottles on it every `pitch`. */
function conveyor(length: number, pitch = 0.09) {
	const whole = group(at(box(length, 0.08, 0.12, materials.stainless), 0, LINE_Y - 0.08, 0))
	for (const z of [-0.07, 0.07])
		whole.add(at(box(length, 0.06, 0.012, materials.stainless), 0, LINE_Y - 0.02, z))
	const legs = Math.max(2, Math.ceil(length / 1.5) + 1)
	for (let index = 0; index < legs; index++) {
		const x = -length / 2 + 0.1 + ((length - 0.2) * index) / (legs - 1)
		whole.add(at(box(0.04, LINE_Y - 0.08, 0.04, materials.stainless), x, 0, 0))
	}
	if (pitch > 0) {
		for (let x = -length / 2 + 0.1; x < length / 2 - 0.05; x += pitch)
			whole.add(at(bottle(), x, LINE_Y, 0))
	}
	return whole
}

/** A machine's guarded body: a navy base and a stainless-framed clear guard above it. */
function guardedMachine(width: number, depth: number, base: number, guard: number) {
	const whole = group(roundedBox(width, base, depth, 0.02, finishes.deepBlue))
	whole.add(at(box(width - 0.02, 0.03, depth - 0.02, materials.stainless), 0, base, 0))
	whole.add(
		at(
			frame(width, depth, guard, materials.stainless, { tube: 0.04, midRail: false, bays: 2 }),
			0,
			base + 0.03,
			0,
		),
	)
	whole.add(at(box(width - 0.06, guard - 0.06, depth - 0.06, materials.glass), 0, base + 0.06, 0))
	return whole
}

function treatmentRoom() {
	const room = group()
	for (const [index, x] of [-7.2, -6.4].entries()) {
		room.add(at(vessel(0.3, 1.3, materials.frp, { legHeight: 0.15, legs: 3 }), x, 0, -3.6))
		room.add(
			at(cylinder(0.1, 0.18, index === 0 ? materials.plastic : materials.rubber), x, 1.72, -3.6),
		)
	}
	room.add(
		pipe(
			[
				[-7.2, 1.85, -3.6],
				[-7.2, 2.05, -3.6],
				[-6.4, 2.05, -3.6],
				[-6.4, 1.85, -3.6],
			],
			0.03,
			materials.upvc,
		),
	)
	// The RO skid: housings racked on a stainless frame with its pump and panel below.
	const skid = group(frame(2.2, 0.7, 1.6, materials.stainless, { tube: 0.04, bays: 2 }))
	for (const y of [0.95, 1.2, 1.45]) skid.add(at(membraneHousing(1.9, 4, materials.frp), 0, y, 0))
	skid.add(at(cylinder(0.08, 0.7, materials.stainless), -0.4, 0.04, 0))
	skid.add(at(cylinder(0.1, 0.25, materials.motor), -0.4, 0.74, 0))
	skid.add(at(controlPanel(0.5, 0.6, 0.2, { plinth: 0 }), 0.6, 0.15, 0.45))
	room.add(at(skid, -4.4, 0, -3.5))
	room.add(
		pipe(
			[
				[-6.1, 0.5, -3.6],
				[-5.5, 0.5, -3.6],
			],
			0.03,
			materials.upvc,
		),
	)
	// Treated water storage ahead of the filler.
	for (const x of [-7.1, -5.8]) {
		const store = tank(0.5, 1.5, materials.stainless, { legHeight: 0.3, legs: 3 })
		room.add(at(store.whole, x, 0, -1.3))
	}
	room.add(
		pipe(
			[
				[-5.8, 0.3, -1.3],
				[-4.2, 0.3, -1.3],
				[-4.2, 0.3, -0.9],
				[-2.0, 0.3, -0.9],
			],
			0.03,
			materials.stainless,
		),
	)
	return room
}

function blowMouldingArea() {
	const area = group()
	// The preform hopper feeding the elevator, which drops preforms into the blow moulder's infeed.
	const hopper = group(frame(0.9, 0.9, 0.7, materials.stainless, { tube: 0.04, midRail: false }))
	hopper.add(at(box(1.0, 0.5, 1.0, materials.stainless), 0, 0.7, 0))
	// A heap of preforms in the hopper, a low cone of clear PET.
	hopper.add(at(cylinder(0.42, 0.18, materials.pet, 0.05), 0, 1.2, 0))
	area.add(at(hopper, -7.2, 0, 2.4))
	const elevator = box(0.3, 2.2, 0.35, finishes.deepBlue)
	elevator.rotation.z = -0.35
	area.add(at(elevator, -6.75, 0.15, 2.4))
	area.add(at(guardedMachine(2.8, 1.4, 0.9, 1.2), -5.0, 0, 2.4))
	area.add(at(controlPanel(0.6, 1.8, 0.35), -5.0, 0, 3.55))
	// The screw compressor package and its air receiver.
	area.add(at(roundedBox(1.2, 1.4, 0.8, 0.03, materials.panel), -7.3, 0, 3.9))
	area.add(at(vessel(0.3, 1.0, materials.paintNavy, { legHeight: 0.15, legs: 3 }), -6.2, 0, 3.9))
	return area
}

function fillingHall() {
	const hall = group()
	// Air conveyor from the blow moulder's discharge to the monoblock's infeed, on its hangers.
	const airY = 2.1
	hall.add(at(box(4.9, 0.12, 0.16, materials.stainless), -1.85, airY, 2.4))
	for (const x of [-3.6, -1.8, 0.0])
		hall.add(at(box(0.05, airY, 0.05, materials.stainless), x, 0, 2.55))
	hall.add(at(box(0.1, airY - 1.2, 0.12, materials.stainless), 0.55, 1.2, 2.4))
	// The rinse-fill-cap monoblock: turrets behind the guard, cap chute and sorter above.
	const monoblock = guardedMachine(2.6, 1.6, 1.0, 1.3)
	for (const [index, x] of [-0.8, 0, 0.8].entries()) {
		monoblock.add(at(cylinder(0.36, 0.1, materials.stainless), x, 1.03, 0))
		monoblock.add(at(cylinder(0.08, 0.5 + index * 0.1, materials.polished), x, 1.13, 0))
		for (let slot = 0; slot < 10; slot++) {
			const angle = (slot / 10) * Math.PI * 2
			monoblock.add(at(bottle(), x + Math.cos(angle) * 0.3, 1.13, Math.sin(angle) * 0.3))
		}
	}
	monoblock.add(at(cylinder(0.1, 0.35, materials.stainless, 0.35), 0.8, 2.5, -0.3))
	monoblock.add(at(cylinder(0.35, 0.1, materials.stainless), 0.8, 2.85, -0.3))
	monoblock.add(
		pipe(
			[
				[0.8, 2.5, -0.3],
				[0.8, 2.2, 0],
			],
			0.03,
			materials.stainless,
		),
	)
	monoblock.add(at(controlPanel(0.5, 0.6, 0.25, { plinth: 0 }), 1.55, 1.2, 0.5))
	monoblock.add(at(box(0.08, 1.2, 0.08, materials.stainless), 1.55, 0, 0.5))
	hall.add(at(monoblock, 0.5, 0, 1.2))
	hall.add(at(conveyor(1.3), 2.45, 0, 1.2))
	return hall
}

function packingLine() {
	const line = group()
	line.add(at(conveyor(1.1), 3.65, 0, 1.2))
	// The shrink wrapper: collating and wrapping section with its film reel, then the tunnel.
	const wrapper = group(roundedBox(1.6, 1.0, 1.1, 0.02, materials.panel))
	wrapper.add(at(box(1.5, 0.6, 1.0, materials.glass), 0, 1.0, 0))
	wrapper.add(
		at(frame(1.6, 1.1, 0.6, materials.stainless, { tube: 0.04, midRail: false }), 0, 1.0, 0),
	)
	wrapper.add(at(lyingCylinder(0.18, 0.7, materials.plastic), 0.3, 0.5, 0.56))
	wrapper.add(at(controlPanel(0.45, 0.5, 0.2, { plinth: 0 }), -0.45, 1.05, 0.65))
	const tunnel = group(roundedBox(1.4, 0.9, 1.0, 0.1, finishes.deepBlue))
	tunnel.add(at(box(1.2, 0.5, 0.8, materials.stainless), 0, -0.5, 0))
	wrapper.add(at(tunnel, 1.5, 0.5, 0))
	line.add(at(wrapper, 5.0, 0, 1.2))
	// Finished packs on the outfeed table.
	line.add(at(conveyor(0.75, 0), 7.55, 0, 1.2))
	for (const x of [7.35, 7.75]) line.add(at(box(0.36, 0.22, 0.26, finishes.pack), x, LINE_Y, 1.2))
	return line
}

/** A plastic pallet stacked `layers` high with shrink-wrapped packs. */
function palletLoad(layers: number) {
	const whole = group(box(1.2, 0.14, 1.0, materials.paintNavy))
	for (let layer = 0; layer < layers; layer++) {
		for (let row = 0; row < 3; row++) {
			for (let column = 0; column < 3; column++) {
				whole.add(
					at(
						box(0.38, 0.21, 0.32, finishes.pack),
						-0.4 + column * 0.4,
						0.14 + layer * 0.22,
						-0.34 + row * 0.34,
					),
				)
			}
		}
	}
	return whole
}

function goodsStore() {
	const store = group()
	const places: [number, number][] = [
		[4.0, -3.6],
		[5.4, -3.6],
		[6.8, -3.6],
		[4.0, -2.2],
		[5.4, -2.2],
		[6.8, -1.0],
	]
	for (const [index, [x, z]] of places.entries()) {
		store.add(at(palletLoad(index % 3 === 2 ? 4 : 6), x, 0, z))
	}
	// A hand pallet truck waiting at the aisle.
	store.add(at(box(1.1, 0.08, 0.5, materials.paintNavy), 4.7, 0, -0.7))
	store.add(at(box(0.3, 0.4, 0.5, materials.paintNavy), 5.25, 0.08, -0.7))
	store.add(at(cylinder(0.02, 0.9, materials.steelDark), 5.35, 0.45, -0.7))
	return store
}

function build() {
	const { width, depth, wall: height, sill, thick } = HALL
	// The slab stands on the ground; everything in the hall stands on the slab.
	const slab = 0.12
	const hall = group()
	const plant = group(box(width, slab, depth, finishes.floor), at(hall, 0, slab, 0))
	// The outer walls behind and to the left, full height.
	hall.add(at(wall(width, height), 0, 0, -depth / 2 + thick / 2))
	hall.add(at(wall(depth, height, true), -width / 2 + thick / 2, 0, 0))
	// Partitions at sill height, with openings where product and people pass.
	hall.add(at(wall(5.5, sill), -5.25, 0, 0))
	hall.add(at(wall(3.4, sill, true), -2.5, 0, -2.8))
	hall.add(at(wall(2.4, sill, true), -2.5, 0, 3.3))
	hall.add(at(wall(3.2, sill, true), 3.4, 0, -2.9))
	hall.add(at(wall(4.6, sill), 5.7, 0, -0.2))
	hall.add(treatmentRoom(), blowMouldingArea(), fillingHall(), packingLine(), goodsStore())
	return plant
}

export default { build, turn: 30, tilt: 34, fill: 0.94 } satisfies Model
