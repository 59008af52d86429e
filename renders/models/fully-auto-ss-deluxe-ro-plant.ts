// A stainless RO plant of about 5 m³/h as shipped on its skid: six 8-inch, two-element membrane
// housings in two banks on a 304 frame 2.6 m long and 1.9 m tall, the vertical high-pressure pump
// and the 40-inch cartridge filter underneath, the gauge and flow-meter board at the front and the
// control panel at the right-hand end.

import {
	at,
	ballValve,
	box,
	cartridgeHousing,
	controlPanel,
	frame,
	gauge,
	group,
	materials,
	membraneHousing,
	pipe,
	verticalPump,
} from '../parts.ts'
import type { Model } from '../studio.ts'

const LENGTH = 2.6
const DEPTH = 0.85
const HEIGHT = 1.9
const HOUSING = 2.25

function build() {
	const skid = group(frame(LENGTH, DEPTH, HEIGHT, materials.stainless, { bays: 2, tube: 0.05 }))
	// The housings sit on saddles on the frame's cross rails, three high, front and back bank.
	const lowest = 1.05
	const rows = [lowest, lowest + 0.3, lowest + 0.6]
	for (const z of [-0.2, 0.2]) {
		for (const y of rows) {
			skid.add(at(membraneHousing(HOUSING, 8, materials.frp), -0.05, y, z))
		}
	}
	// Two clamp plates hold each bank's housings, bolted to the frame's top rails.
	for (const x of [-HOUSING / 2 + 0.25, HOUSING / 2 - 0.35]) {
		skid.add(at(box(0.06, 0.85, DEPTH - 0.1, materials.steelDark), x, lowest - 0.13, 0))
	}
	// Feed and concentrate headers up each end of the banks.
	for (const x of [-HOUSING / 2 - 0.13, HOUSING / 2 + 0.03]) {
		skid.add(
			pipe(
				[
					[x, 0.55, 0.2],
					[x, 1.75, 0.2],
					[x, 1.75, -0.2],
					[x, 0.95, -0.2],
				],
				0.025,
				materials.stainless,
			),
		)
	}
	// Below the housings: the pump, the cartridge filter and their stainless piping.
	skid.add(at(verticalPump(5.5), 0.35, 0.05, 0.05))
	skid.add(at(cartridgeHousing(1.0, 0.1), -0.75, 0.05, 0.05))
	skid.add(
		pipe(
			[
				[-0.75, 1.45, 0.05],
				[-0.75, 1.55, 0.05],
				[-0.3, 1.55, 0.05],
			],
			0.022,
			materials.stainless,
		),
	)
	skid.add(
		pipe(
			[
				[-0.75, 0.3, 0.05],
				[-0.2, 0.3, 0.05],
				[0.22, 0.16, 0.05],
			],
			0.025,
			materials.stainless,
		),
	)
	skid.add(
		pipe(
			[
				[0.48, 0.16, 0.05],
				[0.9, 0.16, 0.05],
				[0.9, 0.55, 0.2],
				[1.1, 0.55, 0.2],
			],
			0.025,
			materials.stainless,
		),
	)
	skid.add(at(ballValve(0.022), -0.4, 0.3, 0.05))
	// The front board: pressure gauges and three rotameters (feed, permeate, reject).
	const board = group(box(0.9, 0.55, 0.02, materials.stainless))
	for (const [index, x] of [-0.3, -0.1, 0.1, 0.3].entries()) {
		const dial = gauge(0.045)
		dial.rotation.x = 0
		board.add(at(dial, x, 0.38, 0.02))
		if (index < 3) {
			const tube = box(0.035, 0.26, 0.035, materials.glass)
			board.add(at(tube, x + 0.1, 0.05, 0.03))
			board.add(at(box(0.02, 0.02, 0.02, materials.accent), x + 0.1, 0.12 + index * 0.03, 0.03))
		}
	}
	skid.add(at(board, -0.35, 0.35, DEPTH / 2 + 0.01))
	// The control panel at the right-hand end, standing on the skid's own base.
	const panel = controlPanel(0.6, 0.9, 0.3, { plinth: 0 })
	skid.add(at(panel, LENGTH / 2 + 0.32, 0.55, 0.1, 0))
	skid.add(at(box(0.5, 0.55, 0.25, materials.stainless), LENGTH / 2 + 0.32, 0, 0.1))
	return skid
}

export default { build, turn: 28, tilt: 14 } satisfies Model
