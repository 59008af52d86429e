import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

declare global {
	interface Window {
		prerenderedElements?: Element[]
	}
}

/** Remembers every element of the prerendered body, before any module has run. */
export async function rememberPrerenderedElements(page: Page) {
	await page.addInitScript(() => {
		document.addEventListener('DOMContentLoaded', () => {
			window.prerenderedElements = [...document.body.querySelectorAll('*')]
		})
	})
}

/** Prerendered elements that hydration threw away and drew again. */
export const recreatedElements = (page: Page) =>
	page.evaluate(() =>
		(window.prerenderedElements ?? [])
			.filter((element) => !element.isConnected)
			.map((element) => element.outerHTML.slice(0, 120)),
	)

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The open page's axe violations against WCAG 2.2 AA and axe's best practices. */
export const axeViolations = async (page: Page) => {
	const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
	return violations.map((violation) => ({
		rule: violation.id,
		impact: violation.impact,
		targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
	}))
}
