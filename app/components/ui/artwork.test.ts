import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { aboutContent } from '#app/content/about.ts'
import { heroSlides, hotCategories } from '#app/content/home.ts'
import { type NewsItem, news } from '#app/content/news.ts'
import { services } from '#app/content/services.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { ARTWORK_SIZES, type ArtworkKind, artworkUrl } from './artwork.tsx'

const assetsRoot = join(import.meta.dirname, '../../assets')

// What each image says to a screen reader is checked on the rendered pages (tests/images.spec.ts).
type ImageSlot = readonly [kind: ArtworkKind, name: string]

const imageSlots: readonly ImageSlot[] = [
	...services.map((service) => ['services', service.slug] as const),
	...hotCategories.map((category) => ['hot', category.service] as const),
	...heroSlides.map((heroSlide) => ['hero', heroSlide.id] as const),
	['hero', 'robot'],
	['people', 'founder'],
	...testimonials.map((person) => ['people', person.id] as const),
	// A news item with a photo shows it instead of its illustration.
	...news.filter((item: NewsItem) => !item.photo).map((item) => ['news', item.id] as const),
	...aboutContent.carouselImages.map((image) => ['about', image.id] as const),
]

describe('every image slot has original artwork', () => {
	test.each(imageSlots)('%s/%s exists', (kind, name) => {
		expect(artworkUrl(kind, name), `${kind}/${name}.svg`).toBeTruthy()
	})
})

const svgFiles = (directory: string): string[] =>
	readdirSync(directory, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.svg'))
		.map((name) => join(directory, name))

// Budgets per folder keep the home page's images light (under 350 KB of SVG in all, as its browser
// test checks).
const byteBudget = (file: string) => {
	if (file.includes('/logos/')) return 6_000
	if (file.includes('/art/hero/')) return 20_000
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
			if (file.endsWith('/robot.svg')) continue
			expect(readFileSync(file, 'utf8'), file).toContain(
				`viewBox="0 0 ${size.width} ${size.height}"`,
			)
		}
	}
})
