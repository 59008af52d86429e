// A photo goes the whole way from a content file to the page: the content build checks it and writes
// its import (scripts/photos.ts), Vite converts it with the site's image plugin (scripts/photo-plugin.ts)
// and the photo component renders it. The site's own content has no photo yet, so this builds the
// generated news module of a copy of the content that has one, made here with sharp.
import {
	cpSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import type { Photo as PhotoComponent } from '#app/components/ui/photo.tsx'
import { PHOTO_FOLDER, PHOTO_SLOTS, type Picture } from '#app/lib/photo-slots.ts'
import { loadContent } from './content.ts'
import { buildWithImageConversion } from './image-build-fixture.ts'

const root = join(import.meta.dirname, '..')
// Inside the project, so the built module finds React and the fixture is cleaned up with it.
const work = mkdtempSync(join(root, 'node_modules/.photo-build-'))
const original = { width: 2400, height: 1800 }
let originalBytes = 0
const photo = { image: `${PHOTO_FOLDER}/site-visit.jpg`, alt: 'Engineers at the plant on site' }
let picture: Picture | undefined
let Photo: typeof PhotoComponent | undefined

beforeAll(async () => {
	cpSync(join(root, 'content'), join(work, 'content'), { recursive: true })
	mkdirSync(join(work, PHOTO_FOLDER), { recursive: true })
	// Noise compresses like a photo does, unlike a flat colour.
	const noise = Buffer.alloc(original.width * original.height * 3)
	for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) % 251
	const file = join(work, PHOTO_FOLDER, 'site-visit.jpg')
	await sharp(noise, { raw: { ...original, channels: 3 } })
		.jpeg({ quality: 92 })
		.toFile(file)
	originalBytes = statSync(file).size
	const newsFile = join(work, 'content/news/news-1.yaml')
	const news = parse(readFileSync(newsFile, 'utf8'))
	news.photo = photo
	writeFileSync(newsFile, stringify(news))

	// The photo component of the site, built with the pictures module the content build wrote for this
	// copy of the content in place of the site's own.
	const pictures = join(work, 'photos.ts')
	writeFileSync(pictures, loadContent(work, join(root, 'app')).get('photos.ts') ?? '')
	writeFileSync(
		join(work, 'entry.ts'),
		`export { Photo } from ${JSON.stringify(join(root, 'app/components/ui/photo.tsx'))}\nexport { pictures } from './photos.ts'\n`,
	)
	const built = await buildWithImageConversion<{
		Photo: typeof PhotoComponent
		pictures: Record<string, Record<string, Picture>>
	}>(work, 'entry', { '#content/photos.ts': pictures })
	picture = built.pictures.news?.[photo.image]
	Photo = built.Photo
}, 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Each `url width` of a srcset. */
const candidates = (srcset: string) =>
	srcset.split(', ').map((candidate) => {
		const [url = '', width = ''] = candidate.split(' ')
		return { url, width: Number.parseInt(width, 10) }
	})

test('an uploaded photo is built as AVIF, WebP and JPEG at each width of its slot, cropped to its shape', async () => {
	const sources = picture?.sources ?? {}
	expect(Object.keys(sources).sort()).toEqual(['avif', 'jpeg', 'webp'])
	const [across, down] = PHOTO_SLOTS.news.aspect
	for (const [format, srcset] of Object.entries(sources)) {
		const files = candidates(srcset)
		expect(files.map((file) => file.width)).toEqual(PHOTO_SLOTS.news.widths)
		for (const { url, width } of files) {
			const file = join(work, 'out', url)
			const metadata = await sharp(file).metadata()
			// sharp names AVIF by its container, HEIF.
			expect(metadata.format, url).toBe(format === 'avif' ? 'heif' : format)
			expect(metadata.width, url).toBe(width)
			expect(metadata.height, url).toBe(Math.round((width * down) / across))
			// Every converted file is a fraction of what was uploaded.
			expect(statSync(file).size, url).toBeLessThan(originalBytes / 4)
		}
	}
})

test('the photo renders as a picture whose img has its intrinsic size, lazy loading and the slot sizes', () => {
	if (!picture || !Photo) throw new Error('the fixture news item has no photo')
	const html = renderToStaticMarkup(createElement(Photo, { photo, slot: 'news' }))
	const largest = Math.max(...PHOTO_SLOTS.news.widths)
	const [across, down] = PHOTO_SLOTS.news.aspect
	expect(html).toMatch(/^<picture[^>]*><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/>/)
	const img = html.match(/<img [^>]*>/)?.[0] ?? ''
	expect(img).toContain(`width="${largest}"`)
	expect(img).toContain(`height="${(largest * down) / across}"`)
	expect(img).toContain('loading="lazy"')
	expect(img).toContain('alt="Engineers at the plant on site"')
	expect(img).toMatch(/src="\/assets\/site-visit-[^"]+\.jpg"/)
	expect(html.match(/sizes="([^"]+)"/g)).toEqual(
		Object.keys(picture.sources).map(() => `sizes="${PHOTO_SLOTS.news.sizes}"`),
	)
})
