/**
 * A small seeded generator (mulberry32), so a property test draws the same inputs on every run and a
 * failure can be replayed from its seed.
 */
export function seededRandom(seed: number) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	return {
		next,
		between: (min: number, max: number) => min + (max - min) * next(),
		/** Spread evenly over orders of magnitude, so small and large values both come up. */
		logBetween: (min: number, max: number) =>
			Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * next()),
		pick: <Item>(items: readonly Item[]): Item => items[Math.floor(next() * items.length)] as Item,
	}
}
