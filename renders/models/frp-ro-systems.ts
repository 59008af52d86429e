// An FRP RO plant of about 2 m³/h as an Indian borewell buyer receives it: a powder-coated mild-steel
// skid 2.1 m long carrying four 8-inch, single-element FRP membrane housings in two rows, its
// high-pressure pump and 20-inch cartridge filter below them, and in front of the skid the two FRP
// pressure filters (sand, then carbon) with their top-mounted multiport valves, fed by a horizontal
// raw-water pump, and a wall-mounted control panel on the skid's end.

import {
	at,
	box,
	cartridgeHousing,
	controlPanel,
	cylinder,
	endSuctionPump,
	frame,
	gauge,
	group,
	materials,
	membraneHousing,
	pipe,
	verticalPump,
	vessel,
} from '../parts.ts'
import type { Model } from '../studio.ts'

const LENGTH = 2.1
const DEPTH = 0.7
const HEIGHT = 1.6
const HOUSING = 1.3

/** A filter vessel's multiport valve: the body on the vessel's top opening, its dial and lever. */
function multiportValve() {
	const head = group(cylinder(0.09, 0.12, materials.upvc))
	head.add(at(cylinder(0.11, 0.03, materials.plastic), 0, 0.12, 0))
	head.add(at(box(0.03, 0.03, 0.2, materials.accent), 0, 0.15, 0.04))
	for (const side of [-1, 1]) {
		head.add(at(box(0.1, 0.05, 0.05, materials.upvc), side * 0.12, 0.04, 0))
	}
	return head
}

/** A pressure filter: an FRP vessel of 0.35 m across on its base ring, the valve on top. */
function pressureFilter() {
	const shell = vessel(0.175, 1.25, materials.frp, { legHeight: 0.06, legs: 3 })
	shell.add(at(cylinder(0.16, 0.06, materials.rubber), 0, 0, 0))
	shell.add(at(multiportValve(), 0, 1.5, 0))
	return shell
}

function build() {
	const plant = group()
	const skid = group(frame(LENGTH, DEPTH, HEIGHT, materials.paintNavy, { bays: 2, tube: 0.05 }))
	for (const z of [-0.16, 0.16]) {
		for (const y of [1.15, 1.42]) {
			skid.add(at(membraneHousing(HOUSING, 8, materials.frp), -0.2, y, z))
		}
	}
	for (const x of [-HOUSING / 2 - 0.05, HOUSING / 2 - 0.35]) {
		skid.add(at(box(0.05, 0.5, DEPTH - 0.08, materials.steelDark), x, 1.0, 0))
	}
	// Under the housings: the pump, the cartridge filter and the pipe from one to the other.
	skid.add(at(verticalPump(3), 0.15, 0.05, 0.02))
	skid.add(at(cartridgeHousing(0.6, 0.08), -0.55, 0.05, 0.05))
	skid.add(
		pipe(
			[
				[-0.55, 0.25, 0.05],
				[-0.1, 0.25, 0.05],
				[0.04, 0.13, 0.02],
			],
			0.02,
			materials.upvc,
		),
	)
	skid.add(
		pipe(
			[
				[0.27, 0.13, 0.02],
				[0.55, 0.13, 0.02],
				[0.55, 1.15, 0.16],
				[0.5, 1.15, 0.16],
			],
			0.02,
			materials.stainless,
		),
	)
	skid.add(at(gauge(0.04), 0.55, 0.7, 0.3))
	// Product and reject lines leave at the far end, with their flow meters on a board.
	const board = group(box(0.5, 0.4, 0.02, materials.panel))
	for (const [index, x] of [-0.15, 0, 0.15].entries()) {
		board.add(at(box(0.03, 0.24, 0.03, materials.glass), x, 0.08, 0.025))
		board.add(at(box(0.02, 0.02, 0.02, materials.accent), x, 0.14 + index * 0.03, 0.03))
	}
	skid.add(at(board, -0.55, 0.62, DEPTH / 2 + 0.01))
	skid.add(at(controlPanel(0.5, 0.65, 0.22, { plinth: 0 }), LENGTH / 2 + 0.13, 0.75, 0))
	plant.add(skid)

	// In front, left of the skid: the raw-water pump and the two filters it feeds in turn.
	const front = DEPTH / 2 + 0.45
	plant.add(at(endSuctionPump(1.5), -1.55, 0, front + 0.25, Math.PI / 2))
	for (const [index, x] of [-1.25, -0.75].entries()) {
		plant.add(at(pressureFilter(), x, 0, front))
		plant.add(at(gauge(0.035), x + 0.12, 1.5, front))
		if (index === 0) {
			plant.add(
				pipe(
					[
						[x + 0.12, 1.56, front],
						[x + 0.25, 1.56, front],
						[x + 0.25, 1.56, front],
						[x + 0.38, 1.56, front],
					],
					0.025,
					materials.upvc,
				),
			)
		}
	}
	plant.add(
		pipe(
			[
				[-1.55, 0.2, front + 0.05],
				[-1.55, 1.56, front],
				[-1.37, 1.56, front],
			],
			0.025,
			materials.upvc,
		),
	)
	plant.add(
		pipe(
			[
				[-0.63, 1.56, front],
				[-0.45, 1.56, front],
				[-0.45, 0.3, front],
				[-0.45, 0.3, 0.05],
				[-0.55, 0.3, 0.05],
			],
			0.025,
			materials.upvc,
		),
	)
	return plant
}

export default { build, turn: 30, tilt: 15 } satisfies Model
