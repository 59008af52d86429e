import { aboutCounters, homeCounters } from '../app/content/counters.ts'
import { pages } from '../app/content/pages.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import { decode, type Pixels } from './support/pixels.ts'

/** The horizontal gaps, in device pixels, between the runs of inked columns (the glyphs). */
function glyphGaps({ width, height, data }: Pixels) {
	const at = (x: number, y: number) => (y * width + x) * 4
	const background = [data[0], data[1], data[2]] as const
	const inked = Array.from({ length: width }, (_, x) =>
		Array.from({ length: height }, (_, y) => at(x, y)).some((offset) =>
			background.some(
				(channel, index) => Math.abs((data[offset + index] ?? 0) - (channel ?? 0)) > 60,
			),
		),
	)
	const gaps: number[] = []
	let gap = -1
	for (const ink of inked) {
		if (ink) {
			if (gap > 0) gaps.push(gap)
			gap = 0
		} else if (gap >= 0) gap += 1
	}
	return gaps
}

test.describe('counters', () => {
	test.use({ viewport: { width: 1280, height: 800 } })

	for (const [path, counters] of [
		[pages.about.path, aboutCounters],
		[pages.home.path, homeCounters],
	] as const) {
		test(`on ${path} a counter reads as one number: the gap after a leading 1 is no wider than between its other glyphs`, async ({
			page,
		}) => {
			// The prerendered page and reduced motion both show the final figures.
			await page.emulateMedia({ reducedMotion: 'reduce' })
			await page.goto(path)
			for (const counter of counters) {
				const figure = page.getByText(`${counter.value}${counter.suffix}`, { exact: true })
				await figure.scrollIntoViewIfNeeded()
				const fontSize = await figure.evaluate((element) =>
					Number.parseFloat(getComputedStyle(element).fontSize),
				)
				const gaps = glyphGaps(await decode(page, await figure.screenshot()))
				// One gap between each pair of neighbouring glyphs: digits and the suffix.
				expect(gaps).toHaveLength(`${counter.value}${counter.suffix}`.length - 1)
				const [afterFirst = 0, ...others] = gaps
				if (String(counter.value).startsWith('1')) {
					// A 1's own side bearings leave it a hair more room; a tabular 1 adds about 0.2 em.
					expect(afterFirst).toBeLessThanOrEqual(Math.max(...others) + 0.08 * fontSize)
				}
			}
		})
	}

	test('counting up moves nothing on the page (no layout shift from the changing figures)', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto(pages.about.path)
		await waitForHydration(page)
		const band = page.locator('dl').filter({ hasText: aboutCounters[0]?.label ?? '' })
		await page.evaluate(() => {
			const shifts: unknown[] = []
			Object.assign(window, { counterShifts: shifts })
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries()) shifts.push(entry)
			}).observe({ type: 'layout-shift' })
		})
		await band.evaluate((element) => element.scrollIntoView({ block: 'center' }))
		// The count starts below its final value and ends on it.
		await expect
			.poll(() => band.locator('dd').first().textContent())
			.not.toBe(`${aboutCounters[0]?.value}${aboutCounters[0]?.suffix}`)
		await expect(band.locator('dd')).toHaveText(
			aboutCounters.map((counter) => `${counter.value}${counter.suffix}`),
		)
		const shiftsInBand = await band.evaluate((element) =>
			(
				window as unknown as {
					counterShifts: (PerformanceEntry & { value: number; sources: { node: Node | null }[] })[]
				}
			).counterShifts
				.filter((shift) =>
					shift.sources.some((source) => source.node && element.contains(source.node)),
				)
				.reduce((sum, shift) => sum + shift.value, 0),
		)
		expect(shiftsInBand).toBe(0)
	})
})
