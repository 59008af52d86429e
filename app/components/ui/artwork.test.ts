import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ARTWORK_SIZES } from './artwork.tsx'

const assetsRoot = join(import.meta.dirname, '../../assets')

const svgFiles = (directory: string): string[] =>
	readdirSync(directory, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.svg'))
		.map((name) => join(directory, name))

// Budgets per folder keep the home page's images light (under 350 KB of SVG in all, as its browser
// test checks).
const byteBudget = (file: string) => {
	if (file.includes('/logos/')) return 6_000
	return 14_000
}

describe.each(svgFiles(assetsRoot).map((file) => [file.slice(assetsRoot.length + 1), file]))(
	'%s',
	(_name, file) => {
		const svg = readFileSync(file, 'utf8')

		test('references nothing outside itself and runs no script', () => {
			expect(svg).not.toMatch(/(href|src)\s*=\s*["'](?!#)/i)
			expect(svg).not.toMatch(/url\(\s*["']?(?!#)/i)
			expect(svg).not.toMatch(/<(script|image|foreignObject)\b/i)
			expect(svg).not.toMatch(/\son[a-z]+\s*=/i)
		})

		test('declares its size and carries a title', () => {
			const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
			expect(root).toMatch(/\sviewBox="/)
			expect(root).toMatch(/\swidth="/)
			expect(root).toMatch(/\sheight="/)
			expect(svg).toMatch(/<title>[^<]{3,}<\/title>/)
		})

		test('stays within its byte budget', () => {
			expect(statSync(file).size).toBeLessThanOrEqual(byteBudget(file))
		})
	},
)

test('each artwork folder has the viewBox its slots reserve', () => {
	for (const [kind, size] of Object.entries(ARTWORK_SIZES)) {
		for (const file of svgFiles(join(assetsRoot, 'art', kind))) {
			expect(readFileSync(file, 'utf8'), file).toContain(
				`viewBox="0 0 ${size.width} ${size.height}"`,
			)
		}
	}
})
