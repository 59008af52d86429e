import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { numberInWords } from '#app/lib/number-words.ts'
import { ContentError, loadContent } from './content.ts'
import { unsafeSvgReason } from './svg-safety.ts'

const root = join(import.meta.dirname, '..')
const appDirectory = join(root, 'app')
let copy = ''

beforeEach(() => {
	copy = mkdtempSync(join(tmpdir(), 'content-'))
	cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true })
})
afterEach(() => rmSync(copy, { recursive: true, force: true }))

const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
	const data = parse(readFileSync(join(copy, file), 'utf8'))
	change(data)
	writeFileSync(join(copy, file), stringify(data))
}

/** The title an entry's file holds, by which the build's messages name the entry. */
const titleOf = (file: string) => parse(readFileSync(join(copy, file), 'utf8')).title as string

function problems(app = appDirectory) {
	try {
		loadContent(copy, app)
	} catch (error) {
		if (error instanceof ContentError) return error.problems
		throw error
	}
	return []
}

/** A copy of app/assets beside the content copy, without the files `leaveOut` picks; its app/. */
function copyOfAssets(leaveOut: (file: string) => boolean = () => false) {
	const app = join(copy, 'app')
	cpSync(join(appDirectory, 'assets'), join(app, 'assets'), {
		recursive: true,
		filter: (file) => !leaveOut(file),
	})
	return app
}

test('every file in content/ loads, validates and names existing artwork', () => {
	expect(problems()).toEqual([])
})

test('a field of the wrong type stops the build, naming the entry, the list item and the field by their labels', () => {
	const file = 'content/services/ss-vessels.yaml'
	edit(file, (service) => {
		;(service.specification as { label: string; value: unknown }[])[2] = {
			label: 'Testing',
			value: 42,
		}
	})
	expect(problems()).toEqual([
		`${file}: Service '${titleOf(file)}': Specification table no. 3 ('Testing') › Value with units should be text, not a number`,
	])
})

test('a missing field stops the build, naming the entry and the field as the editor knows them', () => {
	const file = 'content/news/news-1.yaml'
	edit(file, (item) => {
		delete item.excerpt
	})
	expect(problems()).toEqual([`${file}: News item '${titleOf(file)}': Excerpt is missing`])
})

test('a field the schema does not know stops the build instead of being ignored', () => {
	edit('content/team/founder.yaml', (founder) => {
		founder.nickname = 'RP'
	})
	expect(problems()).toEqual([
		'content/team/founder.yaml: Founder has a field its form does not know: nickname; remove it or check the spelling',
	])
})

test('an empty optional field, as an editor may save it, is named as empty, not as a type', () => {
	const file = 'content/about/about.yaml'
	edit(file, (about) => {
		;(about.intro as Record<string, unknown>).lead = ''
		;(about.journey as Record<string, unknown>).title = null
	})
	expect(problems()).toEqual([
		`${file}: About page: Page heading › Lead paragraph is empty`,
		`${file}: About page: Journey heading › Title is empty`,
	])
})

test('a misspelt placeholder in a sentence filled on the page stops the build, naming those it may use', () => {
	edit('content/site/carousel.yaml', (text) => {
		text.pause = 'Pause {carousle}'
	})
	expect(problems()).toEqual([
		expect.stringMatching(
			/^content\/site\/carousel\.yaml: Carousel buttons \(read aloud\): Pause \(\{carousel\} is its name\) may use only the placeholders \{name\}, .*\{families\}, \{carousel\}$/,
		),
	])
})

test("the company's facts are filled in by the build in any file, a text that begins with one capitalised", () => {
	const company = parse(readFileSync(join(copy, 'content/company/company.yaml'), 'utf8'))
	const serviceCount = readdirSync(join(copy, 'content/services')).length
	edit('content/site/carousel.yaml', (text) => {
		text.previous = '{services} back, at {company} in {city}'
	})
	const carousel = JSON.parse(loadContent(copy, appDirectory).get('site/carousel.json') ?? '{}')
	const [first = '', ...rest] = numberInWords(serviceCount)
	expect(carousel.previous).toBe(
		`${first.toUpperCase()}${rest.join('')} back, at ${company.shortName} in ${company.address.city}`,
	)
})

test('a page description naming a fact the site does not fill in stops the build, naming those it may use', () => {
	edit('content/site/pages.yaml', (pages) => {
		;(pages.contact as Record<string, string>).description = 'Visit {company} at {adress}.'
	})
	expect(problems()).toEqual([
		expect.stringMatching(
			/^content\/site\/pages\.yaml: Page titles and descriptions: Contact › Description \(search results\) may use only the placeholders \{name\}, \{company\}/,
		),
	])
})

test("a news item without its own illustration is published, as the site's news illustration stands in until one is uploaded", () => {
	cpSync(join(copy, 'content/news/news-1.yaml'), join(copy, 'content/news/news-9.yaml'))
	const modules = loadContent(copy, appDirectory)
	expect(modules.get('news.json')).toContain('"id": "news-9"')
})

test('a founder without a photo needs the illustrated portrait, named as the file to upload', () => {
	const app = copyOfAssets((file) => file.endsWith('founder.svg'))
	expect(() => loadContent(copy, app)).toThrow(
		'content/team/founder.yaml: Founder needs the artwork app/assets/art/people/founder.svg, which does not exist: upload it',
	)
})

test('a file with a wrong field still has its artwork checked, so every problem of the file is reported at once', () => {
	const file = 'content/team/founder.yaml'
	edit(file, (founder) => {
		delete founder.role
	})
	const app = copyOfAssets((source) => source.endsWith('founder.svg'))
	expect(problems(app)).toEqual([
		`${file}: Founder needs the artwork app/assets/art/people/founder.svg, which does not exist: upload it`,
		`${file}: Founder: Role is missing`,
	])
})

test("a new service without its own picture is published, as its family's stands in until its photo is uploaded", () => {
	cpSync(
		join(copy, 'content/services/ss-vessels.yaml'),
		join(copy, 'content/services/ss-drums.yaml'),
	)
	edit('content/services/ss-drums.yaml', (service) => {
		service.title = 'SS Drums'
		service.order = 21
		service.icon = 'warehouse'
	})
	const modules = loadContent(copy, appDirectory)
	expect(modules.get('service-links.json')).toContain('"slug": "ss-drums"')
})

test('a service whose family has no picture at all stops the build, asking for a photo', () => {
	const file = 'content/services/ss-drums.yaml'
	cpSync(join(copy, 'content/services/ss-vessels.yaml'), join(copy, file))
	edit(file, (service) => {
		service.family = 'packaging'
	})
	const familyOf = (slug: string) =>
		parse(readFileSync(join(copy, `content/services/${slug}.yaml`), 'utf8')).family
	const family = readdirSync(join(copy, 'content/services'))
		.map((name) => name.replace('.yaml', ''))
		.filter((slug) => slug !== 'ss-drums' && familyOf(slug) === 'packaging')
	const app = copyOfAssets((source) =>
		family.some((slug) => source.endsWith(`/renders/${slug}.webp`)),
	)
	expect(() => loadContent(copy, app)).toThrow(
		`${file}: Service '${titleOf(file)}' has no photo and no rendered picture (app/assets/renders/ss-drums.webp), and no other service of the family packaging has either to show until then: upload a photo of the plant`,
	)
})

test('two services with the same slug stop the build', () => {
	cpSync(
		join(copy, 'content/services/ss-vessels.yaml'),
		join(copy, 'content/services/SS-Vessels.yaml'),
	)
	expect(problems()).toContain(
		'content/services/ss-vessels.yaml: The file has the same name as content/services/SS-Vessels.yaml apart from capitals: rename one',
	)
})

test('two logos with the same id stop the build, naming the second', () => {
	edit('content/logos/clients.yaml', (file) => {
		const logos = file.logos as { id: string }[]
		logos[3] = { ...logos[3], id: logos[1]?.id ?? '' }
	})
	const logos = parse(readFileSync(join(copy, 'content/logos/clients.yaml'), 'utf8')).logos
	expect(problems()).toEqual([
		`content/logos/clients.yaml: Clients: Logos no. 4 ('${logos[3].name}') › Logo id repeats "${logos[1].id}", the id of no. 2: each must be different`,
	])
})

/**
 * Adds a client named Kaveri Dairy, under an id no client has, with the logo file `file` to the copy;
 * returns its position.
 */
function addClient(file: string) {
	let position = 0
	edit('content/logos/clients.yaml', (clients) => {
		const logos = clients.logos as Record<string, string>[]
		const id = `kaveri-dairy-${logos.length + 1}`
		position = logos.push({ id, name: 'Kaveri Dairy', file })
	})
	return position
}

test("a client's PNG or WebP logo uploaded in the editor is accepted, as the site converts it", async () => {
	const app = copyOfAssets()
	const logo = sharp({
		create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
	})
	await logo.clone().png().toFile(join(app, 'assets/logos/kaveri-dairy.png'))
	await logo.clone().webp().toFile(join(app, 'assets/logos/kaveri-dairy.webp'))
	addClient('/app/assets/logos/kaveri-dairy.png')
	edit('content/logos/partners.yaml', (partners) => {
		const [first] = partners.logos as Record<string, string>[]
		if (first) first.file = '/app/assets/logos/kaveri-dairy.webp'
	})
	expect(loadContent(copy, app).get('clients.json')).toContain(
		'"file": "/app/assets/logos/kaveri-dairy.png"',
	)
})

test('a logo SVG that could run script stops the build, naming the client and saying what to upload instead', () => {
	const app = copyOfAssets()
	writeFileSync(
		join(app, 'assets/logos/kaveri-dairy.svg'),
		'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
	)
	const position = addClient('/app/assets/logos/kaveri-dairy.svg')
	expect(() => loadContent(copy, app)).toThrow(
		`content/logos/clients.yaml: Clients: Logos no. ${position} ('Kaveri Dairy') › Logo file (optional) /app/assets/logos/kaveri-dairy.svg contains a script, which could run when the logo is opened on its own: ask the client for a plain SVG, or upload the logo as PNG`,
	)
})

test('a logo file that is not the image its name says stops the build, naming the client', () => {
	const app = copyOfAssets()
	writeFileSync(join(app, 'assets/logos/kaveri-dairy.png'), 'not an image')
	const position = addClient('/app/assets/logos/kaveri-dairy.png')
	expect(() => loadContent(copy, app)).toThrow(
		`content/logos/clients.yaml: Clients: Logos no. ${position} ('Kaveri Dairy') › Logo file (optional) /app/assets/logos/kaveri-dairy.png is not really a PNG image: save the logo again as SVG, PNG or WebP`,
	)
})

test('a case study naming a service that does not exist stops the build', () => {
	edit('content/case-studies/case-studies.yaml', (file) => {
		;(file.caseStudies as { plant: string }[])[0] = {
			...(file.caseStudies as { plant: string }[])[0],
			plant: 'cold-fusion-plant',
		}
	})
	expect(problems()).toEqual([
		'content/case-studies/case-studies.yaml: Case studies: Case studies no. 1 › Service slug is "cold-fusion-plant", which is the address of no service',
	])
})

test('a footer naming a service that does not exist stops the build, so the footer never links to a missing page', () => {
	edit('content/site/footer.yaml', (footer) => {
		footer.services = ['stp-plants', 'cold-fusion-plant']
	})
	expect(problems()).toEqual([
		expect.stringMatching(
			/^content\/site\/footer\.yaml: Footer: Services listed .* no\. 2 is "cold-fusion-plant", which is the address of no service$/,
		),
	])
})

test('a file that is not valid YAML stops the build with its line', () => {
	writeFileSync(join(copy, 'content/news/news-2.yaml'), 'title: [unclosed\n')
	expect(problems()).toEqual([expect.stringMatching(/^content\/news\/news-2\.yaml: Line \d: /)])
})

test('a sentence with a colon left out of quotes is explained in plain words, with its line', () => {
	const file = 'content/news/news-2.yaml'
	const text = readFileSync(join(copy, file), 'utf8')
	writeFileSync(join(copy, file), text.replace(/^title: .*$/m, 'title: Mundra port: a new plant'))
	expect(problems()).toEqual([`${file}: Line 1: The sentence has a colon: put it in quotes`])
})

test('a service with fewer process steps than a buyer needs stops the build, saying how many', () => {
	edit('content/services/ss-mcf.yaml', (service) => {
		service.process = (service.process as string[]).slice(0, 3)
	})
	expect(problems()).toEqual([
		`content/services/ss-mcf.yaml: Service '${titleOf('content/services/ss-mcf.yaml')}': Process steps has 3 items; it needs at least 4`,
	])
})

test('artwork that could run script when opened on its own stops the build', () => {
	const artwork = join(copy, 'app')
	cpSync(appDirectory, artwork, { recursive: true, filter: (path) => !path.includes('generated') })
	const file = join(artwork, 'assets/art/news/news-3.svg')
	writeFileSync(file, readFileSync(file, 'utf8').replace('<svg', '<svg onload="alert(1)"'))
	expect(() => loadContent(copy, artwork)).toThrow(
		`content/news/news-3.yaml: News item '${titleOf('content/news/news-3.yaml')}' names the artwork app/assets/art/news/news-3.svg, which contains an event handler attribute`,
	)
})

test.each([
	['<svg><script>fetch("/")</script></svg>', 'a script'],
	['<svg><foreignObject><p>x</p></foreignObject></svg>', 'embedded HTML (foreignObject)'],
	['<svg><image href="https://example.com/x.png"/></svg>', 'a link to another document'],
	['<svg><a xlink:href="javascript:alert(1)"/></svg>', 'a link to another document'],
])('an SVG with %s is refused as artwork', (svg, reason) => {
	expect(unsafeSvgReason(svg)).toBe(reason)
})

test('an SVG that draws with shapes, gradients and internal references is accepted', () => {
	expect(
		unsafeSvgReason(
			'<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><use href="#g"/></svg>',
		),
	).toBeUndefined()
})

test('a heading in Title Case stops the build, naming the entry, the field and the words to lower', () => {
	const file = 'content/news/news-2.yaml'
	edit(file, (item) => {
		item.title = 'Second Plant Commissioned'
	})
	expect(problems()).toEqual([
		`${file}: News item 'Second Plant Commissioned': Title should be in sentence case: write "Plant", "Commissioned" in lower case (only the first word, names and abbreviations take a capital)`,
	])
})

test('a heading may name a town a case study is in, learned from the content', () => {
	edit('content/case-studies/case-studies.yaml', (file) => {
		const [first] = file.caseStudies as Record<string, unknown>[]
		if (first) first.city = 'Mundra'
	})
	edit('content/news/news-2.yaml', (item) => {
		item.title = 'Port water plant commissioned at Mundra'
	})
	expect(problems()).toEqual([])
})

test("a service's card text outside its length stops the build, saying how many words it has", () => {
	const file = 'content/services/ss-vessels.yaml'
	const words = Array.from({ length: 42 }, (_, index) => `word${index}`).join(' ')
	edit(file, (service) => {
		service.summary = words
	})
	expect(problems()).toEqual([
		`${file}: Service '${titleOf(file)}': Card text (18-30 words) has 42 words; write 18 to 30`,
	])
})

test('a specification figure without its unit stops the build, and a percentage passes', () => {
	const file = 'content/services/ss-vessels.yaml'
	let rowCount = 0
	edit(file, (service) => {
		const rows = service.specification as { label: string; value: string }[]
		rows[0] = { label: 'Recovery', value: '35 to 45 percent' }
		rows.push({ label: 'Pumps', value: 'Pumps at 16' })
		rowCount = rows.length
	})
	expect(problems()).toEqual([
		`${file}: Service '${titleOf(file)}': Specification table no. ${rowCount} ('Pumps') › Value with units gives "16" without a unit: write the unit after the number`,
	])
})

test('a specification table without its standards stops the build, naming the row it needs', () => {
	const file = 'content/services/ss-vessels.yaml'
	edit(file, (service) => {
		const rows = service.specification as { label: string }[]
		service.specification = rows.filter(({ label }) => label !== 'Standards')
	})
	expect(problems()).toEqual([
		`${file}: Service '${titleOf(file)}': Specification table needs a row "Standards"`,
	])
})

test("a service given another's icon stops the build, naming the service that has it", () => {
	const file = 'content/services/ss-vessels.yaml'
	const other = parse(readFileSync(join(copy, 'content/services/stp-plants.yaml'), 'utf8'))
	edit(file, (service) => {
		service.icon = other.icon
	})
	expect(problems()).toEqual([
		expect.stringMatching(
			new RegExp(
				`^${file}: Service '${titleOf(file)}'.*"${other.icon}", the icon of stp-plants already`,
			),
		),
	])
})

test('a unit spelt otherwise than the site spells it stops the build in any field, naming the spelling to use', () => {
	const file = 'content/services/ss-vessels.yaml'
	edit(file, (service) => {
		service.summary = `${service.summary} Rated to 20 kld of sewage.`
		const [row] = service.specification as { label: string; value: string }[]
		if (row) row.value = 'Up to 500 mg/l dissolved solids'
	})
	expect(problems()).toEqual([
		expect.stringContaining('writes "kld": write "KLD"'),
		expect.stringContaining('writes "mg/l": write "mg/L"'),
	])
})
