// A bank of six stainless RO pressure tubes as shipped for a 2-stage 8-inch plant: 316 tubes
// 2.3 m long for two elements each, two columns of three on a 304 support frame 1.3 m tall with
// strap saddles, each tube's bolted end closures, the side feed ports gathered by the feed header
// at the left end, the reject ports by the reject header at the right, and the centre permeate ports
// of the right-hand end caps joined by the permeate header.

import * as THREE from 'three'
import { at, box, cylinder, gauge, group, materials, pipe } from '../parts.ts'
import { flange, pointed, pressureTube, tubePort } from '../parts-d.ts'
import type { Model } from '../studio.ts'

const LENGTH = 2.3
const RADIUS = 0.113
const ROWS = [0.42, 0.72, 1.02]
const COLUMN = 0.17
const SPAN = 1.24
const POST = 0.05
const HEADER = 0.045
const PERMEATE = 0.025

/** A support stand across the bank: two posts, a beam and strap under every row, feet. */
function stand() {
	const whole = group()
	const width = COLUMN * 2 + RADIUS * 2 + 0.14
	const top = (ROWS.at(-1) ?? 0) + RADIUS + 0.12
	for (const z of [-width / 2, width / 2]) {
		whole.add(at(box(POST, top, POST, materials.stainless), 0, 0, z))
		whole.add(at(box(0.14, 0.008, 0.14, materials.stainless), 0, 0, z))
	}
	whole.add(at(box(POST, POST, width, materials.stainless), 0, top - POST, 0))
	for (const y of ROWS) {
		const beam = y - RADIUS - 0.045
		whole.add(at(box(POST, 0.04, width, materials.stainless), 0, beam - 0.04, 0))
		for (const z of [-COLUMN, COLUMN]) {
			// A saddle block under the tube and the strap over it, bolted down either side.
			whole.add(at(box(0.06, 0.04, RADIUS * 1.3, materials.rubber), 0, beam, z))
			const strap = new THREE.Mesh(
				new THREE.TorusGeometry(RADIUS + 0.006, 0.006, 8, 40, Math.PI),
				materials.steelDark,
			)
			strap.rotation.y = Math.PI / 2
			strap.position.set(0, y, z)
			whole.add(strap)
			for (const side of [-1, 1]) {
				whole.add(
					at(cylinder(0.008, y - beam, materials.steelDark), 0, beam, z + side * (RADIUS + 0.006)),
				)
			}
		}
	}
	return whole
}

/**
 * A header of `radius` at `x` collecting the side ports of both columns: a riser in front of and
 * behind the bank, joined by a run under it and leaving through a flanged branch toward `out`.
 */
function sideHeader(x: number, out: number) {
	const z = tubePort(LENGTH, RADIUS, 1).z + COLUMN + HEADER * 0.7
	const low = 0.2
	const top = (ROWS.at(-1) ?? 0) + 0.08
	const whole = group(
		pipe(
			[
				[x, top, -z],
				[x, low, -z],
				[x, low, z],
				[x, top, z],
			],
			HEADER,
			materials.stainless,
		),
	)
	whole.add(
		pipe(
			[
				[x, low, 0],
				[x + out * 0.32, low, 0],
			],
			HEADER,
			materials.stainless,
			{ flanged: true },
		),
	)
	for (const side of [-1, 1]) {
		whole.add(at(cylinder(HEADER * 1.05, 0.02, materials.stainless), x, top, side * z))
		whole.add(at(gauge(0.04), x, top + 0.02, side * z))
		// Grooved couplings where each port meets the riser.
		for (const y of ROWS) {
			const coupling = pointed(cylinder(HEADER * 0.9, 0.05, materials.accent), [0, 0, side])
			whole.add(at(coupling, x, y, side * (z - HEADER - 0.03)))
		}
	}
	return whole
}

function build() {
	const bank = group()
	for (const y of ROWS) {
		for (const side of [-1, 1] as const) {
			bank.add(at(pressureTube(LENGTH, RADIUS, side), 0, y, side * COLUMN))
		}
	}
	for (const x of [-SPAN / 2, SPAN / 2]) bank.add(at(stand(), x, 0, 0))
	// Longitudinal rails tie the stands together at the foot.
	const width = COLUMN * 2 + RADIUS * 2 + 0.14
	for (const z of [-width / 2, width / 2]) {
		bank.add(at(box(SPAN, POST, POST, materials.stainless), 0, 0.06, z))
	}
	bank.add(sideHeader(tubePort(LENGTH, RADIUS, -1).x, -1))
	bank.add(sideHeader(tubePort(LENGTH, RADIUS, 1).x, 1))
	// Permeate: out of each right-hand end cap into a riser per column, joined over the top.
	const capEnd = LENGTH / 2 + 0.04
	const riser = capEnd + 0.12
	const top = (ROWS.at(-1) ?? 0) + 0.2
	for (const side of [-1, 1]) {
		for (const y of ROWS) {
			bank.add(
				pipe(
					[
						[capEnd - 0.02, y, side * COLUMN],
						[riser, y, side * COLUMN],
					],
					PERMEATE,
					materials.stainless,
				),
			)
		}
	}
	bank.add(
		pipe(
			[
				[riser, (ROWS[0] ?? 0) - 0.05, -COLUMN],
				[riser, top, -COLUMN],
				[riser, top, COLUMN],
				[riser, (ROWS[0] ?? 0) - 0.05, COLUMN],
			],
			PERMEATE,
			materials.stainless,
		),
	)
	bank.add(
		pipe(
			[
				[riser, top, 0],
				[riser, top + 0.14, 0],
			],
			PERMEATE,
			materials.stainless,
		),
	)
	bank.add(at(flange(PERMEATE), riser, top + 0.12, 0))
	return bank
}

export default { build, turn: 30, tilt: 16 } satisfies Model
