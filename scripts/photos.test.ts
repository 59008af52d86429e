import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { PHOTO_FOLDER, PHOTO_MAX_BYTES, PHOTO_SLOTS } from '#app/lib/photo-slots.ts'
import { ContentError, loadContent } from './content.ts'

const root = join(import.meta.dirname, '..')
let copy = ''

beforeEach(() => {
	copy = mkdtempSync(join(tmpdir(), 'photos-'))
	cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true })
	mkdirSync(join(copy, PHOTO_FOLDER), { recursive: true })
})
afterEach(() => rmSync(copy, { recursive: true, force: true }))

/** A plain photo of this size and type, made for the test. */
const image = (width: number, height: number, type: 'jpeg' | 'png' | 'gif' = 'jpeg') =>
	sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 160 } } })
		.toFormat(type)
		.toBuffer()

/** Puts `bytes` in the upload folder as `name` and returns the path an entry names it by. */
function upload(name: string, bytes: Uint8Array | string) {
	writeFileSync(join(copy, PHOTO_FOLDER, name), bytes)
	return `${PHOTO_FOLDER}/${name}`
}

const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
	const data = parse(readFileSync(join(copy, file), 'utf8'))
	change(data)
	writeFileSync(join(copy, file), stringify(data))
}

const newsFile = 'content/news/news-1.yaml'
/** The news item as the build's messages name it: the collection's singular label and its title. */
const newsTitle: string = parse(readFileSync(join(root, newsFile), 'utf8')).title
const newsEntry = `News item '${newsTitle}'`
const photoFile = 'Photo (optional) › Photo file'
const photoOnNews = (path: string) =>
	edit(newsFile, (item) => {
		item.photo = { image: path, alt: 'Skid-mounted RO plant on the factory floor' }
	})

function load() {
	try {
		return { modules: loadContent(copy, join(root, 'app')), problems: [] }
	} catch (error) {
		if (error instanceof ContentError) return { modules: undefined, problems: error.problems }
		throw error
	}
}

test('a news photo is imported for conversion at each of its slot widths it can fill without enlarging', async () => {
	const path = upload('plant.jpg', await image(1000, 700))
	photoOnNews(path)
	const { modules, problems } = load()
	expect(problems).toEqual([])
	const code = modules?.get('photos.ts') ?? ''
	// Cropped to 16:10, a 1000 × 700 photo is 1000 px wide: every slot width up to that, none above.
	const widths = PHOTO_SLOTS.news.widths.filter((width) => width <= 1000)
	expect(widths.length).toBeLessThan(PHOTO_SLOTS.news.widths.length)
	expect(code).toContain(
		`import photo0 from "${path}?w=${widths.join(';')}&aspect=16:10&format=avif;webp;jpg&as=picture"`,
	)
	expect(code).toMatch(new RegExp(`news: \\{\\s*"${path}": photo0,`))
	const news: { title: string; photo?: unknown }[] = JSON.parse(modules?.get('news.json') ?? '[]')
	expect(news.find((item) => item.title === newsTitle)?.photo).toEqual({
		image: path,
		alt: 'Skid-mounted RO plant on the factory floor',
	})
})

test('without photos the pictures module imports none', () => {
	const { modules } = load()
	expect(modules?.size).toBeGreaterThan(0)
	expect([...(modules?.values() ?? [])].join('\n')).not.toContain('as=picture')
})

test('a text file renamed to .jpg stops the build, naming the file, the field and the photo', () => {
	const path = upload('brochure.jpg', 'Jalsetu brochure, page 1\n')
	photoOnNews(path)
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} ${path} is not a JPEG, PNG or WebP image`,
	])
})

test('a photo whose bytes are another type than its name says is refused', async () => {
	const path = upload('plant.jpg', await image(1600, 1000, 'png'))
	photoOnNews(path)
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} ${path} is a PNG image named .jpg`,
	])
})

test('an image of a type the site does not convert is refused', async () => {
	const path = upload('plant.png', await image(1600, 1000, 'gif'))
	photoOnNews(path)
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} ${path} is a GIF image, not a JPEG, PNG or WebP`,
	])
})

test('a photo too small for its slot stops the build, naming the size it needs', async () => {
	const path = upload('thumbnail.jpg', await image(640, 400))
	photoOnNews(path)
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} ${path} is 640 × 400 px; cropped to 16:10 it must be at least ${PHOTO_SLOTS.news.minWidth} px wide`,
	])
})

test('a wide photo too short to fill the slot once cropped to its shape is refused', async () => {
	const path = upload('panorama.jpg', await image(2400, 400))
	photoOnNews(path)
	expect(load().problems).toEqual([
		expect.stringContaining(`${path} is 2400 × 400 px; cropped to 16:10`),
	])
})

test('a photo over the size limit stops the build, naming its size and the limit', async () => {
	const photo = await image(1600, 1000)
	const padded = new Uint8Array(PHOTO_MAX_BYTES + 1024 * 1024)
	padded.set(photo)
	const path = upload('scan.jpg', padded)
	photoOnNews(path)
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} ${path} is 11.0 MB; a photo may be at most 10 MB`,
	])
})

test('a photo that is not in the upload folder stops the build, naming the file and field', () => {
	photoOnNews(`${PHOTO_FOLDER}/never-uploaded.jpg`)
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} ${PHOTO_FOLDER}/never-uploaded.jpg does not exist`,
	])
	photoOnNews('/app/assets/art/news/news-1.svg')
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: ${photoFile} must be a JPEG, PNG or WebP file in ${PHOTO_FOLDER}/`,
	])
})

test('a photo without alt text stops the build, naming the field', async () => {
	const path = upload('plant.jpg', await image(1600, 1000))
	edit(newsFile, (item) => {
		item.photo = { image: path, alt: '' }
	})
	expect(load().problems).toEqual([
		`${newsFile}: ${newsEntry}: Photo (optional) › What the photo shows (read aloud to blind visitors) is empty`,
	])
})

test("a case study's photo is checked for its own slot and named by its place in the list", async () => {
	const path = upload('site.jpg', await image(700, 700))
	edit('content/case-studies/case-studies.yaml', (file) => {
		const [first] = file.caseStudies as Record<string, unknown>[]
		if (first) first.photo = { image: path, alt: 'The plant at the client’s site' }
	})
	expect(load().problems).toEqual([
		`content/case-studies/case-studies.yaml: Case studies: Case studies no. 1 › ${photoFile} ${path} is 700 × 700 px; cropped to 3:2 it must be at least ${PHOTO_SLOTS.caseStudy.minWidth} px wide`,
	])
})

test("the founder's portrait is cropped square at the portrait slot's widths, and one too small is refused", async () => {
	const founderFile = 'content/team/founder.yaml'
	const portrait = upload('founder.jpg', await image(1000, 1500))
	edit(founderFile, (founder) => {
		founder.photo = { image: portrait, alt: 'The founder at the Ahmedabad works' }
	})
	const { modules, problems } = load()
	expect(problems).toEqual([])
	const widths = PHOTO_SLOTS.portrait.widths.join(';')
	expect(modules?.get('photos.ts')).toContain(`${portrait}?w=${widths}&aspect=1:1&`)

	const small = upload('founder-small.jpg', await image(1200, 600))
	edit(founderFile, (founder) => {
		founder.photo = { image: small, alt: 'The founder at the Ahmedabad works' }
	})
	expect(load().problems).toEqual([
		`${founderFile}: Founder: Photo portrait (optional) › Photo file ${small} is 1200 × 600 px; cropped to 1:1 it must be at least ${PHOTO_SLOTS.portrait.minWidth} px wide`,
	])
})
