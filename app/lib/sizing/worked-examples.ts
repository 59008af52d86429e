import type { WaterInput } from './water.ts'

/**
 * The published brackish design the rules are checked against: well water at 470 mg/L and 25 °C,
 * 75 m³/h of feed at 75 % recovery, which is 56.25 m³/h of permeate (1,125 m³ over a 20-hour day).
 */
export const publishedWellWater: WaterInput = {
	source: 'borewell',
	tds: 470,
	hardness: 180,
	turbidity: 0.5,
	iron: 0,
	temperature: 25,
	demand: 1125,
	unit: 'm3d',
	hoursPerDay: 20,
}
