import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { carouselSettings } from '#app/content/carousel-settings.ts'

const stylesheet = readFileSync(new URL('../../app.css', import.meta.url), 'utf8')

// Before a carousel's engine starts, only a stylesheet rule per slides-per-view number hides the
// clipped slides from the keyboard and screen readers; a number without its rule would leave them
// reachable. The rendered behaviour is checked in the browser (tests/hydration.spec.ts).
test('every slides-per-view number a carousel uses has the rule that hides the slides past its first view', () => {
	const numbersInUse = new Set(
		Object.values(carouselSettings).flatMap((settings) => Object.values(settings.slidesPerView)),
	)
	for (const perView of numbersInUse) {
		const rule = new RegExp(
			String.raw`@container style\(--per-view: ${perView}\) \{\s*\[data-started="false"\] \.carousel-slide:nth-child\(n \+ ${perView + 1}\) \{\s*visibility: hidden;`,
		)
		expect(stylesheet, `rule for ${perView} slides per view`).toMatch(rule)
	}
})
