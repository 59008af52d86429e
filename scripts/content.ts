// Loads every file under content/, validates it against its collection's schema and the files it
// names, and returns the modules of plain data the site imports (app/generated/content/). Nothing here
// reaches a page: the pages import the generated data, so neither the YAML parser nor zod ships.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { defaultLocale, isLocale, type Locale, locales } from '#app/content/locales.ts'
import { mainNavPages, pagePaths, placeholderPagePaths } from '#app/content/page-paths.ts'
import type { FactPlaceholder, ServiceCard } from '#app/content/schemas.ts'
import {
	aboutSchema,
	askQuestionSchema,
	CARD_TEXT_WORDS,
	carouselTextSchema,
	caseStudiesSchema,
	companySchema,
	contactSchema,
	countersSchema,
	footerSchema,
	founderSchema,
	homeSchema,
	idPattern,
	inquiriesSchema,
	logosSchema,
	navigationSchema,
	newsSchema,
	pagesSchema,
	plantSizingSchema,
	quoteChoicesSchema,
	quoteLinksSchema,
	quoteSchema,
	serviceFamilyTitlesSchema,
	servicePageSchema,
	serviceSchema,
	sizingCalloutSchema,
	statusScreensSchema,
	testimonialsSchema,
	uiTextSchema,
} from '#app/content/schemas.ts'
import { serviceFamilyKin } from '#app/content/service-families.ts'
import { illustratedService } from '#app/content/service-illustration.ts'
import { LOGO_FOLDER } from '#app/lib/logo-files.ts'
import { numberInWords } from '#app/lib/number-words.ts'
import { equipmentRenderFile, type PhotoSlotName } from '#app/lib/photo-slots.ts'
import { shortDate } from '#app/lib/short-date.ts'
import { cmsCollections } from '../cms/collections.ts'
import { fieldName, issueWords, type Path, valueAt, yamlProblems } from './content-messages.ts'
import {
	indianGroupingProblem,
	properNames,
	sentenceCaseProblem,
	specificationRowProblems,
	unitsProblem,
	wordRangeProblem,
} from './content-rules.ts'
import { logoFileProblem } from './logo-files.ts'
import { checkPhoto, type PhotoImport, picturesModule } from './photos.ts'
import { childOf, fieldOf } from './schema-fields.ts'
import { unsafeSvgReason } from './svg-safety.ts'
import { translated } from './translation.ts'

/** The site's own words, one file each under content/site/, so a page loads only the words it shows. */
const siteTextSchemas = {
	'site/footer': footerSchema,
	'site/contact': contactSchema,
	'site/status-screens': statusScreensSchema,
	'site/ui-text': uiTextSchema,
	'site/carousel': carouselTextSchema,
	'site/service-page': servicePageSchema,
	'site/sizing-callout': sizingCalloutSchema,
	'site/inquiries': inquiriesSchema,
	'site/quote': quoteSchema,
	'site/quote-choices': quoteChoicesSchema,
	'site/quote-links': quoteLinksSchema,
	'site/plant-sizing': plantSizingSchema,
	'site/ask-question': askQuestionSchema,
} as const

/**
 * The schema of each folder (one entry a file) or file under content/, by its path without the
 * extension. The CMS configuration offers exactly these, derived from them (scripts/cms-config.ts).
 */
export const contentSchemas = {
	services: serviceSchema,
	news: newsSchema,
	'testimonials/testimonials': testimonialsSchema,
	'team/founder': founderSchema,
	'case-studies/case-studies': caseStudiesSchema,
	'logos/clients': logosSchema,
	'logos/partners': logosSchema,
	'counters/counters': countersSchema,
	'company/company': companySchema,
	'about/about': aboutSchema,
	'home/home': homeSchema,
	...siteTextSchemas,
	// Words the build joins with what the code says of them: pages' addresses, the menu, families.
	'site/pages': pagesSchema,
	'site/navigation': navigationSchema,
	'site/service-families': serviceFamilyTitlesSchema,
} as const satisfies Record<string, z.ZodType>

/** The build stops with these: each names the file, the entry, the field and the problem. */
export class ContentError extends Error {
	readonly problems: readonly string[]
	constructor(problems: readonly string[]) {
		super(`Content files need fixing:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
		this.problems = problems
	}
}

/** A language's file under content/<language>/ as the English one it translates; others as they are. */
function englishFile(file: string) {
	const [, language, ...rest] = file.split('/')
	return isLocale(language) ? ['content', ...rest].join('/') : file
}

/** Where `locale`'s words for the English file `file` are kept: content/hi/site/pages.yaml. */
export const translationFile = (file: string, locale: Locale) =>
	file.replace(/^content\//, `content/${locale}/`)

/**
 * An entry as the editor's list names it: a folder's entry by its collection's singular label and its
 * title (News item 'Mundra port plant'), a single file by its label (Company data).
 */
function entryName(path: string, data: unknown) {
	const file = englishFile(path)
	for (const collection of cmsCollections) {
		if ('files' in collection) {
			const single = collection.files.find((candidate) => `content/${candidate.file}.yaml` === file)
			if (single) return single.label
		} else if (file.startsWith(`content/${collection.folder}/`)) {
			const title = valueAt(data, [collection.identifier_field])
			return `${collection.label_singular} '${typeof title === 'string' && title ? title : basename(file).replace(/\.ya?ml$/, '')}'`
		}
	}
	return file
}

/**
 * Every problem found, each as the editor can act on it: the file, the entry, the field by the label
 * its form shows, and what is wrong (`content/news/news-6.yaml: News item 'Mundra port plant': Summary
 * is missing`).
 */
class Problems {
	readonly list: string[] = []
	/** Every file read, with its schema and its data as written. */
	readonly entries = new Map<string, { name: string; schema: z.ZodType; data: unknown }>()
	/** Names the problems of `file` after its entry and the labels of `schema`'s fields. */
	read(file: string, schema: z.ZodType, data: unknown) {
		this.entries.set(file, { name: entryName(file, data), schema, data })
	}
	/**
	 * `words` follow the field's name ("is missing"), or the entry's when `path` is empty; in a file not
	 * yet read they are a sentence of their own. A rule's `undefined` (nothing wrong) adds nothing.
	 */
	add(file: string, path: Path, words: string | undefined) {
		if (words === undefined) return
		const entry = this.entries.get(file)
		if (!entry) this.list.push(`${file}: ${words}`)
		else if (path.length === 0) this.list.push(`${file}: ${entry.name} ${words}`)
		else
			this.list.push(
				`${file}: ${entry.name}: ${fieldName(entry.schema, entry.data, path)} ${words}`,
			)
	}
	/** Reports each item of the list at `listPath` whose id an earlier item has. */
	requireUnique(file: string, items: readonly { id: string }[], listPath: Path) {
		items.forEach((item, index) => {
			const earlier = items.findIndex((other) => other.id === item.id)
			if (earlier < index)
				this.add(
					file,
					[...listPath, index, 'id'],
					`repeats "${item.id}", the id of no. ${earlier + 1}: each must be different`,
				)
		})
	}
}

type Loaded<Schema extends z.ZodType> = { file: string; name: string; data: z.infer<Schema> }

/** Checks the artwork a file's entry names; given the file's data as written, valid or not. */
type ArtworkCheck = (file: string, name: string, data: unknown) => void

/** `value` with each of its texts replaced by what `change` makes of it, given the text's path. */
function mapTexts<Value>(
	value: Value,
	change: (text: string, path: Path) => string,
	path: Path = [],
): Value {
	if (typeof value === 'string') return change(value, path) as Value
	if (Array.isArray(value)) {
		return value.map((item, index) => mapTexts(item, change, [...path, index])) as Value
	}
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, mapTexts(item, change, [...path, key])]),
		) as Value
	}
	return value
}

/** A key whose text is a heading or an eyebrow: `title`, `heading`, `eyebrow`, `missionTitle`… */
const isHeadingKey = (key: PropertyKey) =>
	typeof key === 'string' && /^(title|eyebrow|heading)$|(Title|Eyebrow|Heading)$/.test(key)

/** Every text in `data` with its path and its field's schema, found by walking it beside `schema`. */
function textsOf(
	schema: z.ZodType | undefined,
	data: unknown,
	path: Path = [],
): { path: Path; text: string; field: z.ZodType | undefined }[] {
	if (typeof data === 'string') return [{ path, text: data, field: schema }]
	if (data === null || typeof data !== 'object') return []
	return Object.entries(data).flatMap(([key, value]) => {
		const index = Array.isArray(data) ? Number(key) : key
		return textsOf(schema && childOf(schema, index), value, [...path, index])
	})
}

/**
 * Every heading in `data`: a text under a heading's key, unless its field is a label fixed in Title
 * Case.
 */
const headingsOf = (schema: z.ZodType, data: unknown) =>
	textsOf(schema, data).filter(
		({ path, field }) =>
			isHeadingKey(path.at(-1) ?? '') && !(field && fieldOf(field).meta.titleCase),
	)

const json = (data: unknown) => `${JSON.stringify(data, null, '\t')}\n`

/**
 * Loads content/ under `root` and checks artwork under `appDirectory`; returns the files to write (the
 * data of every file as JSON, and the photos' imports) or throws a ContentError listing every problem.
 */
export function loadContent(
	root: string,
	appDirectory: string,
	{ locale = defaultLocale, missing = [] }: { locale?: Locale; missing?: string[] } = {},
): ReadonlyMap<string, string> {
	const problems = new Problems()
	const english = locale === defaultLocale
	// Each generated file's text, by its path under app/generated/content/.
	const files = new Map<string, string>()
	const photos: PhotoImport[] = []
	/**
	 * Reads and validates one file, reporting every problem in it at once: its artwork is checked even
	 * when a field is wrong, so the editor does not meet the missing file only on the next try.
	 */
	const readFile = <Schema extends z.ZodType>(
		file: string,
		schema: Schema,
		checkArtwork?: ArtworkCheck,
	): Loaded<Schema> | undefined => {
		const name = basename(file).replace(/\.ya?ml$/, '')
		const document = parseDocument(readFileSync(join(root, file), 'utf8'))
		for (const words of yamlProblems(document.errors)) problems.add(file, [], words)
		if (document.errors.length > 0) return undefined
		const edition = english
			? { file, data: document.toJS() }
			: translation(file, schema, document.toJS())
		if (!edition) return undefined
		const { data } = edition
		problems.read(edition.file, schema, data)
		// The site's other languages are India's, which group figures in lakhs and crores.
		if ('written' in edition)
			for (const { path, text } of textsOf(schema, edition.written))
				problems.add(edition.file, path, indianGroupingProblem(text))
		checkArtwork?.(edition.file, name, data)
		const result = schema.safeParse(data)
		if (!result.success) {
			for (const issue of result.error.issues) {
				problems.add(edition.file, issue.path, issueWords(issue, data))
			}
			return undefined
		}
		return { file: edition.file, name, data: result.data }
	}
	/**
	 * The English file's data with `locale`'s copy laid over it, reported as the translation's file;
	 * each text without a translation is listed in `missing`, named as the editor names it.
	 */
	const translation = (file: string, schema: z.ZodType, englishData: unknown) => {
		const ownFile = translationFile(file, locale)
		if (!existsSync(join(root, ownFile))) {
			missing.push(`${ownFile}: not written yet, so the whole entry is in English`)
			return { file: ownFile, data: englishData }
		}
		const document = parseDocument(readFileSync(join(root, ownFile), 'utf8'))
		for (const words of yamlProblems(document.errors)) problems.add(ownFile, [], words)
		if (document.errors.length > 0) return undefined
		const written: unknown = document.toJS()
		const { data, missing: untranslated } = translated(schema, englishData, written)
		const entry = entryName(ownFile, data)
		for (const path of untranslated) {
			missing.push(
				`${ownFile}: ${entry}: ${fieldName(schema, data, path)} has no ${locales[locale].name} words yet`,
			)
		}
		return { file: ownFile, data, written }
	}
	const readFolder = <Schema extends z.ZodType>(
		folder: string,
		schema: Schema,
		checkArtwork?: ArtworkCheck,
	) => {
		const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : []
		const files = names.filter((name) => /\.ya?ml$/.test(name))
		const seen = new Map<string, string>()
		for (const name of files) {
			const file = `${folder}/${name}`
			// URLs on a case-insensitive host, and checkouts on macOS or Windows, would mix these up.
			const key = name.replace(/\.ya?ml$/, '').toLowerCase()
			const other = seen.get(key)
			if (other) {
				problems.add(
					file,
					[],
					`The file has the same name as ${folder}/${other} apart from capitals: rename one`,
				)
			}
			seen.set(key, name)
			if (!idPattern.test(name.replace(/\.ya?ml$/, ''))) {
				problems.add(
					file,
					[],
					'The file name must be lower-case words joined by hyphens: rename it',
				)
			}
		}
		if (!english) {
			const translations = translationFile(folder, locale)
			const orphans = existsSync(join(root, translations))
				? readdirSync(join(root, translations))
				: []
			for (const name of orphans.filter((name) => !files.includes(name))) {
				problems.add(
					`${translations}/${name}`,
					[],
					`translates ${folder}/${name}, which does not exist: delete it, or write the English entry first`,
				)
			}
		}
		return files.flatMap((name) => readFile(`${folder}/${name}`, schema, checkArtwork) ?? [])
	}
	/** Checks that `artwork`, a path under app/, exists and cannot run script. */
	const requireArtwork = (file: string, path: Path, artwork: string) => {
		const artworkFile = join(appDirectory, artwork)
		if (!existsSync(artworkFile)) {
			problems.add(file, path, `needs the artwork app/${artwork}, which does not exist: upload it`)
			return
		}
		const reason = unsafeSvgReason(readFileSync(artworkFile, 'utf8'))
		if (reason) {
			problems.add(file, path, `names the artwork app/${artwork}, which contains ${reason}`)
		}
	}
	/**
	 * Checks the file each item of the list `key` names by its `field`. Read from the data before
	 * validation, so an item with a wrong field still has its file checked; an item without a text in
	 * `field` names none.
	 */
	const eachNamed =
		(key: string, field: string, check: (file: string, path: Path, named: string) => void) =>
		(file: string, _name: string, data: unknown) => {
			const list = valueAt(data, [key])
			if (!Array.isArray(list)) return
			list.forEach((item: unknown, index) => {
				const value = valueAt(item, [field])
				if (typeof value === 'string' && value !== '') check(file, [key, index, field], value)
			})
		}
	/** Checks the artwork each item of the list `key` names by its `field`, as `<folder>/<value>.svg`. */
	const listArtwork = (key: string, folder: string, field = 'id') =>
		eachNamed(key, field, (file, path, value) =>
			requireArtwork(file, path, `${folder}/${value}.svg`),
		)
	/** Checks the entry's photo for its slot and has it converted; returns the entry as it is. */
	const checkedPhoto = <Entry extends { photo?: { image: string } }>(
		file: string,
		path: Path,
		entry: Entry,
		slot: PhotoSlotName,
	) => {
		if (!entry.photo) return entry
		const checked = checkPhoto(root, entry.photo.image, slot)
		if ('problem' in checked) problems.add(file, [...path, 'photo', 'image'], checked.problem)
		else photos.push({ image: entry.photo.image, slot, query: checked.query })
		return entry
	}
	/** A photo takes the illustration's place, so an entry with one needs no `artwork`. */
	const artworkUnlessPhoto =
		(artwork: (name: string) => string): ArtworkCheck =>
		(file, name, data) => {
			if (!valueAt(data, ['photo'])) requireArtwork(file, [], artwork(name))
		}
	/** Artwork that may be missing, as something else stands in, but is checked once uploaded. */
	const artworkIfUploaded =
		(artwork: (name: string) => string): ArtworkCheck =>
		(file, name) => {
			if (existsSync(join(appDirectory, artwork(name)))) requireArtwork(file, [], artwork(name))
		}
	const readSingle = <Name extends keyof typeof contentSchemas>(
		name: Name,
		checkArtwork?: ArtworkCheck,
	) =>
		readFile(`content/${name}.yaml`, contentSchemas[name], checkArtwork) as
			| ((typeof contentSchemas)[Name] extends infer Schema extends z.ZodType
					? Loaded<Schema>
					: never)
			| undefined

	const services = readFolder('content/services', contentSchemas.services).sort(
		(a, b) => a.data.order - b.data.order,
	)
	if (services.length === 0) problems.add('content/services', [], 'holds no service: add one')
	const pictured = services.map(({ file, name, data }) => ({
		file,
		slug: name,
		family: data.family,
		photo: checkedPhoto(file, [], data, 'equipment').photo,
	}))
	// A plant's picture is its photo or its rendered model; without either, its family's stands in,
	// and only a family with none is refused.
	const hasPicture = (slug: string) =>
		existsSync(join(appDirectory, equipmentRenderFile(slug))) ||
		pictured.some((service) => service.slug === slug && service.photo)
	for (const service of pictured) {
		if (illustratedService(service, pictured, hasPicture)) continue
		problems.add(
			service.file,
			[],
			`has no photo and no rendered picture (app/${equipmentRenderFile(service.slug)}), and no other service of the family ${service.family} has either to show until then: upload a photo of the plant`,
		)
	}
	// Cards and menus tell the products apart by their icons: a second service with one is refused.
	const iconOwners = new Map<string, string>()
	for (const { file, name, data } of services) {
		const owner = iconOwners.get(data.icon)
		if (owner === undefined) iconOwners.set(data.icon, name)
		else
			problems.add(
				file,
				['icon'],
				`is "${data.icon}", the icon of ${owner} already: pick another, so the two are told apart on the cards and in the menu`,
			)
	}
	const serviceSlugs = new Set(services.map((service) => service.name))
	const requireService = (file: string, path: Path, slug: string) => {
		if (!serviceSlugs.has(slug)) {
			problems.add(file, path, `is "${slug}", which is the address of no service`)
		}
	}
	// Every page's header and footer link the services by their links; the card text, by slug, loads
	// only with the pages that show cards, and each detail page's copy with that page.
	const serviceLinks = []
	const serviceCards: Record<string, ServiceCard> = {}
	for (const { file, name, data } of services) {
		problems.add(file, ['summary'], wordRangeProblem(data.summary, CARD_TEXT_WORDS))
		// The rows and units are checked in English; a translation keeps its rows by position.
		if (english) {
			problems.add(file, ['capacity'], unitsProblem(data.capacity))
			const labels = data.specification.map(({ label }) => label)
			for (const problem of specificationRowProblems(labels)) {
				problems.add(file, ['specification'], problem)
			}
			data.specification.forEach(({ label, value }, index) => {
				// A standard's number names the standard.
				if (label !== 'Standards') {
					problems.add(file, ['specification', index, 'value'], unitsProblem(value))
				}
			})
		}
		const { order, title, family, icon, quoteUnit, summary, imageAlt, photo, ...copy } = data
		serviceLinks.push({ slug: name, title, family, icon, quoteUnit, photo })
		serviceCards[name] = { summary, imageAlt }
		// A service's page shows its own card text, so it needs no other service's.
		files.set(`service-copy/${name}.json`, json({ summary, imageAlt, ...copy }))
	}
	// A loader per service, beside its copy in the edition's folder: an import with a variable in its
	// path would be resolved through package.json's imports, which name the English edition's files.
	files.set(
		'service-copies.ts',
		`// Generated by scripts/generate-content.ts: each service's copy, which its page loads alone.
export const serviceCopies: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {
${services.map(({ name }) => `\t'${name}': () => import('./service-copy/${name}.json', { with: { type: 'json' } }),\n`).join('')}}
`,
	)
	files.set('service-links.json', json(serviceLinks))
	files.set('service-cards.json', json(serviceCards))

	const testimonials = readSingle(
		'testimonials/testimonials',
		listArtwork('testimonials', 'assets/art/people'),
	)
	if (testimonials) {
		const { file, data } = testimonials
		problems.requireUnique(file, data.testimonials, ['testimonials'])
		files.set('testimonials.json', json(data.testimonials))
	}

	const founder = readSingle(
		'team/founder',
		artworkUnlessPhoto(() => 'assets/art/people/founder.svg'),
	)
	if (founder)
		files.set('founder.json', json(checkedPhoto(founder.file, [], founder.data, 'portrait')))

	const clientIds = new Set<string>()
	const logoNames: string[] = []
	for (const group of ['partners', 'clients'] as const) {
		const logos = readSingle(
			`logos/${group}`,
			eachNamed('logos', 'file', (file, path, logo) => {
				if (logo.startsWith(`${LOGO_FOLDER}/`)) {
					problems.add(file, path, logoFileProblem(appDirectory, logo))
				}
			}),
		)
		if (!logos) continue
		const { file, data } = logos
		// A logo file is optional: without one the site sets the name as a wordmark.
		problems.requireUnique(file, data.logos, ['logos'])
		if (group === 'clients') for (const logo of data.logos) clientIds.add(logo.id)
		logoNames.push(...data.logos.map(({ name }) => name))
		files.set(`${group}.json`, json(data.logos))
	}

	const caseStudies = readSingle('case-studies/case-studies')
	if (caseStudies) {
		const { file, data } = caseStudies
		data.caseStudies.forEach((study, index) => {
			if (english) {
				problems.add(file, ['caseStudies', index, 'capacity'], unitsProblem(study.capacity))
			}
			if (!clientIds.has(study.client)) {
				problems.add(
					file,
					['caseStudies', index, 'client'],
					`is "${study.client}", which is the id of no client logo`,
				)
			}
			requireService(file, ['caseStudies', index, 'plant'], study.plant)
		})
		const studies = data.caseStudies.map((study, index) =>
			checkedPhoto(file, ['caseStudies', index], study, 'caseStudy'),
		)
		files.set('case-studies.json', json({ ...data, caseStudies: studies }))
	}

	const counters = readSingle('counters/counters')
	if (counters) {
		problems.requireUnique(counters.file, counters.data.home, ['home'])
		problems.requireUnique(counters.file, counters.data.about, ['about'])
		files.set('counters.json', json(counters.data))
	}

	const company = readSingle('company/company')
	if (company) files.set('company.json', json(company.data))

	const about = readSingle('about/about', listArtwork('carouselImages', 'assets/art/about'))
	if (about) {
		problems.requireUnique(about.file, about.data.carouselImages, ['carouselImages'])
		files.set('about.json', json(about.data))
	}

	const families = readSingle('site/service-families')

	const home = readSingle('home/home')
	if (home) {
		const { file, data } = home
		problems.requireUnique(file, data.heroSlides, ['heroSlides'])
		problems.requireUnique(file, data.hotCategories, ['hotCategories'])
		for (const key of ['heroSlides', 'hotCategories'] as const) {
			data[key].forEach((entry, index) => {
				requireService(file, [key, index, 'service'], entry.service)
			})
		}
		// A file per section, as the sizing words are: a news card off the home page needs one section.
		for (const [key, part] of Object.entries(data)) {
			files.set(`home/${key}.json`, json(part))
		}
	}

	// News is dated in the edition's own month names, read from the UI text below (a broken file is
	// reported, and nothing is written then).
	let months: readonly string[] = []
	for (const name of Object.keys(siteTextSchemas) as (keyof typeof siteTextSchemas)[]) {
		const site = readSingle(name)
		if (!site) continue
		if ('services' in site.data) {
			site.data.services.forEach((slug, index) => {
				requireService(site.file, ['services', index], slug)
			})
		}
		// A JSON file is loaded whole wherever it is imported, so the sizing tools' words are written a
		// file per part: the water page needs none of the filling line's words.
		if (name === 'site/plant-sizing') {
			for (const [key, words] of Object.entries(site.data))
				files.set(`${name}/${key}.json`, json(words))
		} else if ('monthsShort' in site.data) {
			// The build dates the news with them, so no page carries the month names; the proposals,
			// dated on the day, read them from a file of their own.
			const { monthsShort, ...words } = site.data
			months = monthsShort
			files.set(`${name}.json`, json(words))
			files.set('site/months.json', json(monthsShort))
		} else files.set(`${name}.json`, json(site.data))
	}

	const news = readFolder(
		'content/news',
		contentSchemas.news,
		// An item's own illustration is optional: the site's news illustration stands in.
		artworkIfUploaded((name) => `assets/art/news/${name}.svg`),
	).sort((a, b) => b.data.date.localeCompare(a.data.date))
	files.set(
		'news.json',
		json(
			news.map(({ file, name, data: { date, ...item } }) =>
				checkedPhoto(
					file,
					[],
					{ id: name, date: shortDate(date, months), isoDate: date, ...item },
					'news',
				),
			),
		),
	)

	const pageCopy = readSingle('site/pages')
	if (pageCopy) {
		const { placeholderPages, placeholderNotice, ...copy } = pageCopy.data
		// Each page's address and listing, from the code, beside its words.
		const pages = Object.fromEntries(
			Object.entries(pagePaths).map(([key, paths]) => [
				key,
				{ ...paths, ...copy[key as keyof typeof copy] },
			]),
		)
		const placeholders = Object.entries(placeholderPagePaths).map(([key, path]) => ({
			path,
			title: placeholderPages[key as keyof typeof placeholderPages],
		}))
		// Every page names the others by their titles and paths (menu, breadcrumbs, links); a page's
		// description and banner are read by its own route alone, so no page carries the others'.
		const links = Object.fromEntries(
			Object.entries(pages).map(([key, { path, title, indexable }]) => [
				key,
				{ path, title, indexable },
			]),
		)
		files.set(
			'site/pages.json',
			json({ pages: links, placeholderPages: placeholders, placeholderNotice }),
		)
		for (const [key, page] of Object.entries(pages)) files.set(`site/pages/${key}.json`, json(page))
	}

	const navigation = readSingle('site/navigation')
	if (navigation && company) {
		const mainNav = Object.entries(mainNavPages).map(([key, activePrefixes]) => ({
			label: navigation.data.main[key as keyof typeof mainNavPages],
			path: pagePaths[key as keyof typeof mainNavPages].path,
			activePrefixes,
		}))
		const brochureLink = { label: navigation.data.brochure, href: company.data.brochureUrl }
		files.set('site/navigation.json', json({ mainNav, brochureLink }))
	}
	if (families) {
		files.set(
			'site/service-families.json',
			json(
				Object.entries(serviceFamilyKin).map(([id, kin]) => ({
					id,
					title: families.data[id as keyof typeof families.data],
					kin,
				})),
			),
		)
	}

	// A heading may name the company, its places, its clients and partners, and the cities of its
	// plants with their capitals: the names are learned from the content, so a new one needs no list.
	const names = properNames([
		...(company ? [company.data.name, company.data.shortName] : []),
		...(company ? [company.data.address.city, company.data.address.region] : []),
		...(company ? [company.data.address.country] : []),
		...logoNames,
		...(caseStudies?.data.caseStudies.map(({ city }) => city) ?? []),
		...(testimonials?.data.testimonials.map(({ company }) => company) ?? []),
	])
	// Capitals are an English rule: Devanagari has none.
	for (const [file, { schema, data }] of english ? problems.entries : []) {
		for (const { path, text } of headingsOf(schema, data)) {
			problems.add(file, path, sentenceCaseProblem(text, names))
		}
	}

	if (problems.list.length > 0) throw new ContentError(problems.list)
	if (company) {
		// Hindi, like most Indian languages, writes such counts as figures: each number has its own word.
		const countInWords = (count: number) => (english ? numberInWords(count) : String(count))
		const facts: Record<FactPlaceholder, string> = {
			name: company.data.name,
			company: company.data.shortName,
			tagline: company.data.tagline,
			founded: String(company.data.founded),
			street: company.data.address.street,
			city: company.data.address.city,
			services: countInWords(services.length),
			families: countInWords(Object.keys(serviceFamilyKin).length),
		}
		for (const [name, text] of files)
			if (name.endsWith('.json')) files.set(name, json(withFacts(JSON.parse(text), facts)))
	}
	files.set('photos.ts', picturesModule(photos))
	files.set('locale.json', json({ locale }))
	return files
}

/**
 * Any text may name the company's facts and the counts of services and families (the schemas refuse
 * other names outside a page's own templates); they are filled in here, once, for every file. A text
 * that begins with one is capitalised: "{services} plants" reads "Twenty plants".
 */
const withFacts = <Value>(value: Value, facts: Readonly<Record<FactPlaceholder, string>>) =>
	mapTexts(value, (text) => {
		const filled = text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
			Object.hasOwn(facts, name) ? facts[name as FactPlaceholder] : placeholder,
		)
		return /^\{\w+\}/.test(text) ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled
	})
