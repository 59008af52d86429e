import { describe, expect, test } from 'vitest'
import { deferHydrationModules } from './deferred-hydration.ts'

// The shape React Router's <Scripts> gives a prerendered page.
const page = [
	'<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main>Text</main>',
	'<link rel="modulepreload" href="/assets/manifest.js"/>',
	'<link rel="modulepreload" href="/assets/entry.client.js"/>',
	'<script>window.__reactRouterContext = {};</script>',
	'<script type="module" async>import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
	'<script>window.__reactRouterContext.streamController.close();</script>',
	'</body></html>',
].join('')

const templateOf = (html: string) =>
	html.match(/<template id="hydration-modules">([\s\S]*?)<\/template>/)?.[1] ?? ''

describe('deferHydrationModules', () => {
	test('moves every module preload and the module script into the template, in order', () => {
		const html = deferHydrationModules(page)
		expect(templateOf(html)).toBe(
			'<link rel="modulepreload" href="/assets/manifest.js"/>' +
				'<link rel="modulepreload" href="/assets/entry.client.js"/>' +
				'<script type="module" async>import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
		)
		const outside = html.replace(/<template[\s\S]*?<\/template>/, '')
		expect(outside).not.toContain('modulepreload')
		expect(outside).not.toContain('type="module"')
	})

	test('keeps the content and the classic context scripts where they were', () => {
		const html = deferHydrationModules(page)
		expect(html).toContain('<main>Text</main>')
		expect(html.indexOf('window.__reactRouterContext = {}')).toBeLessThan(html.indexOf('<template'))
		expect(html.indexOf('streamController.close()')).toBeGreaterThan(html.indexOf('</template>'))
	})

	test('adds one inline script that loads the template after the first contentful paint', () => {
		const html = deferHydrationModules(page)
		const loader = html.match(/<\/template><script>([\s\S]*?)<\/script>/)?.[1] ?? ''
		expect(loader).toContain('first-contentful-paint')
		expect(loader).toContain('"hydration-modules"')
	})

	test('leaves a document without a module script as it was', () => {
		const withoutModules = '<!DOCTYPE html><html><body><main>Text</main></body></html>'
		expect(deferHydrationModules(withoutModules)).toBe(withoutModules)
	})
})
