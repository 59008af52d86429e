// Three stainless vessels as a fabricator ships them, side by side: a 3,500-litre SS 304 storage
// tank (1.4 m across, 3.25 m tall) with dished ends, top manway, vent and level sight glass; a
// 750-litre jacketed mixing tank with its top-mounted agitator gear motor, jacket nozzles and flush
// bottom valve; and a multi-grade pressure filter (0.84 m across) with its top manhole, side hand
// hole and the front face piping of butterfly valves and gauges.

import { at, cylinder, gauge, group, materials, pipe, turned } from '../parts.ts'
import {
	butterflyValve,
	flangedJoint,
	gearMotor,
	headHeight,
	manway,
	nozzle,
	pointed,
	type Tank,
	tank,
} from '../parts-d.ts'
import type { Model } from '../studio.ts'

/** A point on a tank's shell at `angle` round from +x toward the front, `out` beyond its wall. */
function around(vessel: Tank, angle: number, y: number, out = 0) {
	const reach = vessel.radius + out
	return [Math.cos(angle) * reach, y, Math.sin(angle) * reach] as const
}

/** A nozzle on a tank's wall at `angle`, pointing straight out, `length` beyond the shell. */
function wallNozzle(
	vessel: Tank,
	angle: number,
	y: number,
	radius: number,
	length: number,
	blind = false,
) {
	const [x, , z] = around(vessel, angle, y, -0.02)
	return at(
		pointed(nozzle(radius, length + 0.02, { blind }), [Math.cos(angle), 0, Math.sin(angle)]),
		x,
		y,
		z,
	)
}

/** A manway on a tank's top head at `from` off its axis toward `angle`, its neck grown from the head. */
function topManway(vessel: Tank, angle: number, from: number, radius: number) {
	const low = vessel.top + headHeight(vessel.radius, vessel.rise, from + radius) - 0.01
	const high = vessel.top + headHeight(vessel.radius, vessel.rise, from - radius) + 0.08
	return at(manway(radius, high - low), Math.cos(angle) * from, low, Math.sin(angle) * from)
}

function storageTank() {
	const vessel = tank(0.7, 2.3, materials.stainless, { legHeight: 0.45, legRadius: 0.045 })
	const whole = vessel.whole
	whole.add(topManway(vessel, Math.PI / 2, 0.32, 0.22))
	// A gooseneck vent with its mesh-capped mouth turned down, and the inlet nozzle, on the crown.
	const crown = vessel.top + vessel.rise
	whole.add(
		pipe(
			[
				[-0.25, crown - 0.05, -0.2],
				[-0.25, crown + 0.25, -0.2],
				[-0.45, crown + 0.25, -0.2],
				[-0.45, crown + 0.1, -0.2],
			],
			0.035,
			materials.stainless,
		),
	)
	whole.add(at(cylinder(0.045, 0.05, materials.steelDark), -0.45, crown + 0.06, -0.2))
	whole.add(at(nozzle(0.04, 0.18), 0.25, crown - 0.06, -0.15))
	whole.add(wallNozzle(vessel, 0.15, vessel.top - 0.25, 0.04, 0.15))
	// The level sight glass: two isolating valves off the shell and the glass tube between them.
	const glass = Math.PI / 2 + 0.35
	const upper = vessel.top - 0.2
	const lower = vessel.bottom + 0.2
	const inside = (y: number) => around(vessel, glass, y, -0.02)
	const outside = (y: number) => around(vessel, glass, y, 0.11)
	whole.add(
		pipe(
			[inside(upper), outside(upper), outside(lower), inside(lower)],
			0.012,
			materials.stainless,
		),
	)
	const [gx, , gz] = outside(0)
	const span = upper - lower - 0.2
	whole.add(at(cylinder(0.022, span, materials.glass), gx, lower + 0.1, gz))
	whole.add(at(cylinder(0.014, span * 0.62, materials.water), gx, lower + 0.1, gz))
	for (const y of [upper, lower]) {
		const [vx, , vz] = around(vessel, glass, y, 0.05)
		whole.add(at(cylinder(0.024, 0.05, materials.steelDark), vx, y - 0.025, vz))
		whole.add(at(cylinder(0.006, 0.06, materials.accent), vx, y + 0.02, vz))
	}
	// The outlet drops from the bottom head's crown and leaves forward through a butterfly valve.
	const out = 0.04
	whole.add(
		pipe(
			[
				[0, 0.46, 0],
				[0, 0.22, 0],
				[0, 0.22, 0.9],
			],
			out,
			materials.stainless,
			{ flanged: true },
		),
	)
	const valve = butterflyValve(out)
	valve.rotation.y = Math.PI / 2
	whole.add(at(group(valve), 0, 0.22, 0.7))
	return whole
}

function mixingTank() {
	const radius = 0.5
	const vessel = tank(radius, 1.0, materials.polished, {
		legHeight: 0.55,
		legs: 3,
		legRadius: 0.035,
		turn: Math.PI / 6,
	})
	const whole = vessel.whole
	// The heating/cooling jacket over the lower shell, closed to the shell at both ends.
	const jacketTop = vessel.top - 0.22
	const jacketBottom = vessel.bottom + 0.04
	whole.add(
		turned(
			[
				[radius, jacketBottom - 0.04],
				[radius + 0.035, jacketBottom],
				[radius + 0.035, jacketTop],
				[radius, jacketTop + 0.04],
			],
			materials.stainless,
		),
	)
	for (const y of [jacketBottom, jacketTop]) {
		whole.add(at(cylinder(radius + 0.038, 0.012, materials.steelDark), 0, y - 0.006, 0))
	}
	const jacketSide = 0.35
	whole.add(wallNozzle(vessel, jacketSide, jacketTop - 0.08, 0.022, 0.16))
	whole.add(wallNozzle(vessel, jacketSide, jacketBottom + 0.08, 0.022, 0.16))
	// The agitator: a stool on the crown carries the gear motor; the shaft runs down inside.
	const crown = vessel.top + vessel.rise
	whole.add(at(cylinder(0.13, 0.12, materials.stainless, 0.1), 0, crown - 0.03, 0))
	whole.add(at(cylinder(0.15, 0.02, materials.steelDark), 0, crown + 0.09, 0))
	whole.add(at(gearMotor(2.2), 0, crown + 0.11, 0))
	whole.add(topManway(vessel, Math.PI / 2 + 0.5, 0.3, 0.14))
	whole.add(
		at(nozzle(0.03, 0.16), 0.3, vessel.top + headHeight(radius, vessel.rise, 0.33) - 0.03, -0.1),
	)
	whole.add(
		at(nozzle(0.02, 0.14), -0.28, vessel.top + headHeight(radius, vessel.rise, 0.3) - 0.03, -0.18),
	)
	// The flush bottom valve and its short run forward.
	const out = 0.032
	whole.add(
		pipe(
			[
				[0, 0.56, 0],
				[0, 0.3, 0],
				[0, 0.3, 0.7],
			],
			out,
			materials.polished,
			{ flanged: true },
		),
	)
	const valve = butterflyValve(out)
	valve.rotation.y = Math.PI / 2
	whole.add(at(group(valve), 0, 0.3, 0.5))
	whole.add(at(cylinder(0.05, 0.06, materials.steelDark), 0, 0.5, 0))
	return whole
}

function pressureFilter() {
	const radius = 0.42
	const vessel = tank(radius, 1.3, materials.stainless, {
		legHeight: 0.45,
		legs: 3,
		legRadius: 0.04,
		turn: Math.PI / 6,
	})
	const whole = vessel.whole
	const crown = vessel.top + vessel.rise
	whole.add(topManway(vessel, -Math.PI / 2, 0.18, 0.15))
	whole.add(wallNozzle(vessel, 0.1, vessel.bottom + 0.22, 0.07, 0.1, true))
	const bore = 0.04
	const front = radius + 0.28
	// Raw water in at the crown, treated water out of the bottom head; each meets a header across
	// the front with its pair of butterfly valves (service and backwash).
	const headers = [
		{ y: vessel.top - 0.1, from: [0.06, crown - 0.02, 0.08] as const, rise: crown + 0.16 },
		{ y: 0.26, from: [0, 0.47, 0] as const, rise: 0.26 },
	]
	for (const { y, from, rise } of headers) {
		const [x0, y0, z0] = from
		const run: [number, number, number][] = [
			[x0, y0, z0],
			[x0, rise, z0],
			[x0, rise, front],
		]
		if (rise !== y) run.push([x0, y, front])
		whole.add(pipe(run, bore, materials.stainless))
		whole.add(
			pipe(
				[
					[-0.45, y, front],
					[0.45, y, front],
				],
				bore,
				materials.stainless,
				{ flanged: true },
			),
		)
		whole.add(at(cylinder(bore * 1.3, bore * 2.6, materials.stainless), x0, y - bore * 1.3, front))
		for (const side of [-1, 1]) {
			whole.add(at(butterflyValve(bore), side * 0.27, y, front))
		}
		const dial = gauge(0.045)
		whole.add(at(dial, -0.12, y + bore - 0.01, front))
	}
	// The backwash drain leaves the top header's right-hand end and drops beside the bottom one.
	const drain = 0.62
	whole.add(
		pipe(
			[
				[0.45, vessel.top - 0.1, front],
				[drain, vessel.top - 0.1, front],
				[drain, 0.12, front],
				[drain, 0.12, front + 0.2],
			],
			bore,
			materials.stainless,
		),
	)
	whole.add(at(pointed(flangedJoint(bore), [1, 0, 0]), 0.45, vessel.top - 0.1, front))
	// The air release on the crown.
	whole.add(at(nozzle(0.015, 0.12), -0.16, crown - 0.03, -0.02))
	return whole
}

function build() {
	return group(
		at(storageTank(), -1.65, 0, -0.15),
		at(mixingTank(), 0.05, 0, 0.15),
		at(pressureFilter(), 1.55, 0, 0),
	)
}

export default { build, turn: 24, tilt: 12, fill: 0.94 } satisfies Model
