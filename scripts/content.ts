// Loads every file under content/, validates it against its collection's schema and the files it
// names, and returns the modules of plain data the site imports (app/generated/content/). Nothing here
// reaches a page: the pages import the generated data, so neither the YAML parser nor zod ships.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { mainNavPages, pagePaths, placeholderPagePaths } from '#app/content/page-paths.ts'
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
	type pageDescriptionPlaceholders,
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
import { capitalisedNumberInWords } from '#app/lib/number-words.ts'
import type { PhotoSlotName } from '#app/lib/photo-slots.ts'
import { shortDate } from '#app/lib/short-date.ts'
import { cmsCollections } from '../cms/collections.ts'
import { fieldName, issueWords, yamlProblems } from './content-messages.ts'
import {
	properNames,
	sentenceCaseProblem,
	specificationRowProblems,
	unitsProblem,
	wordRangeProblem,
} from './content-rules.ts'
import { logoFileProblems } from './logo-files.ts'
import { checkPhoto, ModulePhotos, photoImport } from './photos.ts'
import { childOf, fieldOf } from './schema-fields.ts'
import { serviceArtworkFile, servicesWithoutIllustration } from './service-artwork.ts'
import { unsafeSvgReason } from './svg-safety.ts'
import { Code, templateLiteral, writtenAsCode } from './written-as-code.ts'

/**
 * The site's own words, one file each under content/site/, each its own module so a page loads only the
 * words it shows.
 */
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
 * Words the site joins with code where they are used: page records (with their paths), menus, family
 * names and the sizing tools' labels. Each is written into the module that holds that code, as the
 * literal the code had, so no page loads a second object or a join (see writtenAsCode).
 */
const codeTextSchemas = {
	'site/pages': pagesSchema,
	'site/navigation': navigationSchema,
	'site/service-families': serviceFamilyTitlesSchema,
} as const

/** Files whose top-level fields are separate objects in the code, one export each, as home's are. */
const exportsEachKey: ReadonlySet<string> = new Set([
	'site/status-screens',
	'site/inquiries',
	'site/quote',
	'site/quote-choices',
	'site/plant-sizing',
])

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
	...codeTextSchemas,
} as const satisfies Record<string, z.ZodType>

/** The build stops with these: each names the file, the entry, the field and the problem. */
export class ContentError extends Error {
	readonly problems: readonly string[]
	constructor(problems: readonly string[]) {
		super(`Content files need fixing:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
		this.problems = problems
	}
}

type Path = readonly PropertyKey[]

/**
 * An entry as the editor's list names it: a folder's entry by its collection's singular label and its
 * title (News item 'Mundra port plant'), a single file by its label (Company data).
 */
function entryName(file: string, data: unknown) {
	for (const collection of cmsCollections) {
		if ('files' in collection) {
			const single = collection.files.find((candidate) => `content/${candidate.file}.yaml` === file)
			if (single) return single.label
		} else if (file.startsWith(`content/${collection.folder}/`)) {
			const title =
				data !== null && typeof data === 'object'
					? (data as Record<string, unknown>)[collection.identifier_field]
					: undefined
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
	readonly #entries = new Map<string, { name: string; schema: z.ZodType; data: unknown }>()
	/** Names the problems of `file` after its entry and the labels of `schema`'s fields. */
	read(file: string, schema: z.ZodType, data: unknown) {
		this.#entries.set(file, { name: entryName(file, data), schema, data })
	}
	/** Every file read, with its schema and its data as written. */
	files() {
		return [...this.#entries].map(([file, { schema, data }]) => ({ file, schema, data }))
	}
	/**
	 * `words` follow the field's name ("is missing"), or the entry's when `path` is empty; in a file not
	 * yet read they are a sentence of their own.
	 */
	add(file: string, path: Path, words: string) {
		const entry = this.#entries.get(file)
		if (!entry) this.list.push(`${file}: ${words}`)
		else if (path.length === 0) this.list.push(`${file}: ${entry.name} ${words}`)
		else
			this.list.push(
				`${file}: ${entry.name}: ${fieldName(entry.schema, entry.data, path)} ${words}`,
			)
	}
}

type Loaded<Schema extends z.ZodType> = { file: string; name: string; data: z.infer<Schema> }

/** Checks the artwork a file's entry names; given the file's data as written, valid or not. */
type ArtworkCheck = (file: string, name: string, data: unknown) => void

/**
 * Reads and validates one file, reporting every problem in it at once: its artwork is checked even
 * when a field is wrong, so the editor does not meet the missing file only on the next try.
 */
function readFile<Schema extends z.ZodType>(
	root: string,
	file: string,
	schema: Schema,
	problems: Problems,
	checkArtwork?: ArtworkCheck,
): Loaded<Schema> | undefined {
	const name = basename(file).replace(/\.ya?ml$/, '')
	const document = parseDocument(readFileSync(join(root, file), 'utf8'))
	for (const words of yamlProblems(document.errors)) problems.add(file, [], words)
	const data: unknown = document.errors.length > 0 ? undefined : document.toJS()
	problems.read(file, schema, data)
	checkArtwork?.(file, name, data)
	if (document.errors.length > 0) return undefined
	const result = schema.safeParse(data)
	if (!result.success) {
		for (const issue of result.error.issues) {
			problems.add(file, issue.path, issueWords(issue, data))
		}
		return undefined
	}
	return { file, name, data: result.data }
}

function readFolder<Schema extends z.ZodType>(
	root: string,
	folder: string,
	schema: Schema,
	problems: Problems,
	checkArtwork?: ArtworkCheck,
) {
	const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : []
	const files = names.filter((name) => /\.ya?ml$/.test(name))
	const seen = new Map<string, string>()
	for (const name of files) {
		// URLs on a case-insensitive host, and checkouts on macOS or Windows, would mix these up.
		const key = name.replace(/\.ya?ml$/, '').toLowerCase()
		const other = seen.get(key)
		if (other) {
			problems.add(
				`${folder}/${name}`,
				[],
				`The file has the same name as ${folder}/${other} apart from capitals: rename one`,
			)
		}
		seen.set(key, name)
		if (!idPattern.test(name.replace(/\.ya?ml$/, ''))) {
			problems.add(
				`${folder}/${name}`,
				[],
				'The file name must be lower-case words joined by hyphens: rename it',
			)
		}
	}
	return files.flatMap(
		(name) => readFile(root, `${folder}/${name}`, schema, problems, checkArtwork) ?? [],
	)
}

function requireUnique(
	file: string,
	items: readonly { id: string }[],
	listPath: Path,
	problems: Problems,
) {
	const first = new Map<string, number>()
	items.forEach((item, index) => {
		const earlier = first.get(item.id)
		if (earlier === undefined) first.set(item.id, index)
		else
			problems.add(
				file,
				[...listPath, index, 'id'],
				`repeats "${item.id}", the id of no. ${earlier + 1}: each must be different`,
			)
	})
}

function requireArtwork(
	appDirectory: string,
	file: string,
	path: Path,
	artwork: string,
	problems: Problems,
) {
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
 * The artwork named by each item of the list `key` in a file's data as written: `<folder>/<value of
 * field>.svg`. Read from the data before validation, so an item with a wrong field still has its
 * artwork checked; an item without a text in `field` names none.
 */
function requireListArtwork(
	appDirectory: string,
	file: string,
	data: unknown,
	key: string,
	field: string,
	folder: string,
	problems: Problems,
) {
	const list =
		data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : []
	if (!Array.isArray(list)) return
	list.forEach((item: unknown, index) => {
		const value =
			item !== null && typeof item === 'object'
				? (item as Record<string, unknown>)[field]
				: undefined
		if (typeof value !== 'string' || value === '') return
		requireArtwork(appDirectory, file, [key, index, field], `${folder}/${value}.svg`, problems)
	})
}

/** `value` with each `{name}` in its texts replaced by `values[name]`. */
function fillPlaceholders<Value>(
	value: Value,
	path: Path,
	values: Readonly<Record<string, string>>,
	unknown: (path: Path, name: string) => void,
): Value {
	if (typeof value === 'string') {
		return value.replace(/\{([a-z]+)\}/g, (placeholder, name: string) => {
			if (name in values) return values[name] ?? placeholder
			unknown(path, name)
			return placeholder
		}) as Value
	}
	if (Array.isArray(value)) {
		return value.map((item, index) =>
			fillPlaceholders(item, [...path, index], values, unknown),
		) as Value
	}
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [
				key,
				fillPlaceholders(item, [...path, key], values, unknown),
			]),
		) as Value
	}
	return value
}

const module = (header: string, typeImports: readonly string[], body: string) =>
	`// Generated by scripts/generate-content.ts from ${header}: edit those files, not this one.\n${
		typeImports.length > 0
			? `import type { ${typeImports.join(', ')} } from '#app/content/schemas.ts'\n`
			: ''
	}\n${body}\n`

const constant = (name: string, value: unknown, type?: string) =>
	`export const ${name} = ${writtenAsCode(value)} as const${type ? ` satisfies ${type}` : ''}\n`

/**
 * The code of a function that fills `template`'s placeholders with its arguments, in the order given:
 * `Show slides {first} to {last}` becomes `` (first, last) => `Show slides ${first} to ${last}` ``.
 * The editor's words are escaped in the literal (templateLiteral), so no text can become code; and a
 * page runs the same small function the copy had when it was written in TypeScript.
 */
export function templateFunction(template: string, placeholders: readonly string[]) {
	return `(${parametersOf(placeholders)}): string => ${templateExpression(template, placeholders)}`
}

const parametersOf = (placeholders: readonly string[]) =>
	placeholders.map((name) => `${name}: string | number`).join(', ')

/** The body of templateFunction: the template as a literal over the function's own parameters. */
const templateExpression = (template: string, placeholders: readonly string[]) =>
	templateLiteral(template, Object.fromEntries(placeholders.map((name) => [name, name])))

/**
 * The code of a function that fills a counted sentence (countedTemplate in schemas.ts) with its
 * arguments and picks its form by the count: `` (count) => count === 1 ? `${count} cavity` : `${count} cavities` ``.
 */
export function countedFunction(
	forms: { one: string; other: string },
	placeholders: readonly string[],
	count: string,
) {
	return `(${parametersOf(placeholders)}): string => ${count} === 1 ? ${templateExpression(forms.one, placeholders)} : ${templateExpression(forms.other, placeholders)}`
}

const placeholdersOf = (schema: z.ZodType) =>
	(schema.meta() as { placeholders?: readonly string[] } | undefined)?.placeholders

/** The placeholder a counted sentence picks its form by, when the schema marks one. */
const countOf = (schema: z.ZodType) => (schema.meta() as { count?: string } | undefined)?.count

/**
 * `export const text = …` for a file whose schema marks some sentences as templates: those become
 * functions (templateFunction), the rest stays data.
 */
function textConstant(name: string, schema: z.ZodType, data: unknown) {
	const ownPlaceholders = placeholdersOf(schema)
	if (ownPlaceholders && typeof data === 'string') {
		return `export const ${name} = ${templateFunction(data, ownPlaceholders)}\n`
	}
	const mark = (fieldSchema: z.ZodType, value: unknown): unknown => {
		const placeholders = placeholdersOf(fieldSchema)
		const count = countOf(fieldSchema)
		if (placeholders && count && value !== null && typeof value === 'object') {
			return new Code(countedFunction(value as { one: string; other: string }, placeholders, count))
		}
		if (placeholders && typeof value === 'string') {
			return new Code(templateFunction(value, placeholders))
		}
		const shape = (fieldSchema.def as { shape?: Record<string, z.ZodType> }).shape
		if (shape && value !== null && typeof value === 'object') {
			return Object.fromEntries(
				Object.entries(value).map(([key, item]) => [
					key,
					shape[key] ? mark(shape[key], item) : item,
				]),
			)
		}
		return value
	}
	return constant(name, mark(schema, data))
}

/** The code each page-description placeholder stands for in the generated page records. */
const pageDescriptionCode: Readonly<Record<(typeof pageDescriptionPlaceholders)[number], string>> =
	{
		name: 'siteConfig.name',
		company: 'siteConfig.shortName',
		tagline: 'siteConfig.tagline',
		founded: 'siteConfig.founded',
		street: 'siteConfig.address.street',
		city: 'siteConfig.address.city',
		services: 'capitalisedNumberInWords(serviceLinks.length)',
		families: 'numberInWords(serviceFamilies.length)',
	}

/**
 * The page records: each page's path and listing (page-paths.ts) with its words, in the order of
 * page-paths.ts, as the one literal every page loads.
 */
function pagesModule(file: string, data: z.infer<typeof pagesSchema>) {
	const { placeholderPages, placeholderNotice, ...copy } = data
	const records = Object.fromEntries(
		Object.entries(pagePaths).map(([key, { path, indexable }]) => {
			const { title, description, ...rest } = copy[key as keyof typeof copy]
			return [key, { path, title, description, indexable, ...rest }]
		}),
	)
	const placeholders = Object.entries(placeholderPagePaths).map(([key, path]) => ({
		path,
		title: placeholderPages[key as keyof typeof placeholderPages],
	}))
	return `// Generated by scripts/generate-content.ts from ${file} and app/content/page-paths.ts: edit those files, not this one.
import type { Page } from '#app/content/pages.ts'
import { serviceFamilies, serviceLinks } from '#app/content/service-links.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { capitalisedNumberInWords, numberInWords } from '#app/lib/number-words.ts'

export const pages = ${writtenAsCode(records, pageDescriptionCode)} as const satisfies Record<string, Page>

export const placeholderPages = ${writtenAsCode(placeholders)} as const satisfies readonly { path: string; title: string }[]

/** What a placeholder screen offers while its page is written, so it is never a dead end. */
export const placeholderNotice = ${writtenAsCode(placeholderNotice)} as const
`
}

/** The main menu (its pages from page-paths.ts, its labels from the file) and the brochure link. */
function navigationModule(file: string, data: z.infer<typeof navigationSchema>) {
	const mainNav = Object.entries(mainNavPages).map(([key, activePrefixes]) => ({
		label: data.main[key as keyof typeof mainNavPages],
		path: pagePaths[key as keyof typeof mainNavPages].path,
		activePrefixes,
	}))
	const brochureLink = { label: data.brochure, href: new Code('siteConfig.brochureUrl') }
	return `// Generated by scripts/generate-content.ts from ${file} and app/content/page-paths.ts: edit those files, not this one.
import type { NavItem } from '#app/content/navigation.ts'
import { siteConfig } from '#app/content/site-config.ts'

export const mainNav: readonly NavItem[] = ${writtenAsCode(mainNav)}

/** The company brochure, offered in the header bar and at the end of the mobile menu. */
export const brochureLink = ${writtenAsCode(brochureLink)} as const
`
}

/** The service families: id and kin from service-families.ts, in its order, with their titles. */
function serviceFamiliesModule(file: string, titles: z.infer<typeof serviceFamilyTitlesSchema>) {
	const families = Object.entries(serviceFamilyKin).map(([id, kin]) => ({
		id,
		title: titles[id as keyof typeof titles],
		kin,
	}))
	return `// Generated by scripts/generate-content.ts from ${file} and app/content/service-families.ts: edit those files, not this one.
import type { ServiceFamily } from '#app/content/service-families.ts'

export const serviceFamilies = ${writtenAsCode(families)} as const satisfies readonly {
	id: ServiceFamily
	title: string
	kin: readonly ServiceFamily[]
}[]
`
}

/** A key whose text is a heading or an eyebrow: `title`, `heading`, `eyebrow`, `missionTitle`… */
const isHeadingKey = (key: PropertyKey) =>
	typeof key === 'string' && /^(title|eyebrow|heading)$|(Title|Eyebrow|Heading)$/.test(key)

/**
 * Every heading in `data` with its path, found by walking it beside its schema: a text under a
 * heading's key, unless its field is a label fixed in Title Case.
 */
function headingsOf(schema: z.ZodType | undefined, data: unknown, path: Path = []) {
	const found: { path: Path; heading: string }[] = []
	if (typeof data === 'string') {
		const key = path.at(-1)
		if (key !== undefined && isHeadingKey(key) && !(schema && fieldOf(schema).meta.titleCase)) {
			found.push({ path, heading: data })
		}
	} else if (data !== null && typeof data === 'object') {
		for (const [key, value] of Object.entries(data)) {
			const index = Array.isArray(data) ? Number(key) : key
			found.push(...headingsOf(schema && childOf(schema, index), value, [...path, index]))
		}
	}
	return found
}

/** Applies `check` to `text` and reports what it returns as a problem of the field at `path`. */
function requireRule(
	problems: Problems,
	file: string,
	path: Path,
	text: string,
	check: (text: string) => string | undefined,
) {
	const problem = check(text)
	if (problem) problems.add(file, path, problem)
}

/**
 * Every generated module's text, by its path under app/generated/content/, and the slots some entry
 * shows a photo in (the build leaves out the code that shows photos in any other).
 */
export type ContentModules = ReadonlyMap<string, string> & {
	readonly photoSlots: ReadonlySet<PhotoSlotName>
}

/**
 * Loads content/ under `root` and checks artwork under `appDirectory`; returns the modules to write or
 * throws a ContentError listing every problem found.
 */
export function loadContent(root: string, appDirectory: string): ContentModules {
	const problems = new Problems()
	const modules = new Map<string, string>()
	const photoSlots = new Set<PhotoSlotName>()
	/** Checks the artwork each item of the list `key` names by its `field`, as `<folder>/<value>.svg`. */
	const listArtwork =
		(key: string, folder: string, field = 'id'): ArtworkCheck =>
		(file, _name, data) =>
			requireListArtwork(appDirectory, file, data, key, field, folder, problems)
	/** The entry's photo, checked for its slot, as the module's data holds it; none if it fails. */
	const checkedPhoto = (
		photos: ModulePhotos,
		file: string,
		path: Path,
		photo: { image: string; alt: string } | undefined,
		slot: PhotoSlotName,
	) => {
		if (!photo) return undefined
		const checked = checkPhoto(root, photo.image, slot)
		if ('problem' in checked) {
			problems.add(file, [...path, 'photo', 'image'], checked.problem)
			return undefined
		}
		photoSlots.add(slot)
		return photos.add(photo.alt, photoImport(photo.image, slot, checked.widths))
	}

	const services = readFolder(
		root,
		'content/services',
		contentSchemas.services,
		problems,
		// A service's own illustration is optional, as its family's stands in, but checked once uploaded.
		(file, name) => {
			const artwork = serviceArtworkFile(name)
			if (existsSync(join(appDirectory, artwork))) {
				requireArtwork(appDirectory, file, [], artwork, problems)
			}
		},
	).sort((a, b) => a.data.order - b.data.order)
	for (const { file, name, data } of servicesWithoutIllustration(appDirectory, services)) {
		problems.add(
			file,
			[],
			`needs the artwork app/${serviceArtworkFile(name)}, which does not exist, and no other service of the family ${data.family} has one to show until then: upload it`,
		)
	}
	const serviceSlugs = new Set(services.map((service) => service.name))
	const links = services.map(({ name, data }) => ({
		slug: name,
		title: data.title,
		family: data.family,
		icon: data.icon,
	}))
	modules.set(
		'service-links.ts',
		module(
			'content/services/',
			['ServiceLinkRecord'],
			constant('serviceLinks', links, 'readonly ServiceLinkRecord[]'),
		),
	)
	// The card text joins the link records by position instead of repeating their titles: pages with
	// cards load both modules.
	const cards = services.map(({ data }) => ({ summary: data.summary, imageAlt: data.imageAlt }))
	modules.set(
		'services.ts',
		module(
			'content/services/',
			['ServiceCard'],
			`import { serviceLinks } from './service-links.ts'

const cards: readonly ServiceCard[] = ${JSON.stringify(cards, null, '\t')}

// Typed as the link tuple with the card fields added, so each slug keeps its literal type.
type WithCards<Links extends readonly unknown[]> = {
	readonly [Index in keyof Links]: Links[Index] & ServiceCard
}
export const services = serviceLinks.map((link, index) => ({
	...link,
	...(cards[index] as ServiceCard),
})) as unknown as WithCards<typeof serviceLinks>
`,
		),
	)
	for (const { file, name, data } of services) {
		requireRule(problems, file, ['summary'], data.summary, (text) =>
			wordRangeProblem(text, CARD_TEXT_WORDS),
		)
		requireRule(problems, file, ['capacity'], data.capacity, unitsProblem)
		for (const problem of specificationRowProblems(data.specification.map(({ label }) => label))) {
			problems.add(file, ['specification'], problem)
		}
		data.specification.forEach(({ label, value }, index) => {
			// A standard's number names the standard.
			if (label !== 'Standards') {
				requireRule(problems, file, ['specification', index, 'value'], value, unitsProblem)
			}
		})
		const { order, title, family, icon, summary, imageAlt, ...copy } = data
		modules.set(
			`service-copy/${name}.ts`,
			module(file, ['ServiceCopy'], constant('copy', copy, 'ServiceCopy')),
		)
	}

	const news = readFolder(
		root,
		'content/news',
		contentSchemas.news,
		problems,
		(file, name, data) => {
			// A photo takes the illustration's place, so an item with one needs no illustration.
			const photo = data !== null && typeof data === 'object' && 'photo' in data && data.photo
			if (!photo) requireArtwork(appDirectory, file, [], `assets/art/news/${name}.svg`, problems)
		},
	).sort((a, b) => b.data.date.localeCompare(a.data.date))
	const newsPhotos = new ModulePhotos()
	const newsItems = news.map(({ file, name, data }) => {
		const photo = checkedPhoto(newsPhotos, file, [], data.photo, 'news')
		return {
			id: name,
			title: data.title,
			date: shortDate(data.date),
			isoDate: data.date,
			excerpt: data.excerpt,
			imageAlt: data.imageAlt,
			...(photo && { photo }),
		}
	})
	modules.set(
		'news.ts',
		module(
			'content/news/',
			['NewsRecord'],
			newsPhotos.code(constant('news', newsItems, 'readonly NewsRecord[]')),
		),
	)

	const testimonials = readFile(
		root,
		'content/testimonials/testimonials.yaml',
		contentSchemas['testimonials/testimonials'],
		problems,
		listArtwork('testimonials', 'assets/art/people'),
	)
	if (testimonials) {
		const { file, data } = testimonials
		requireUnique(file, data.testimonials, ['testimonials'], problems)
		modules.set('testimonials.ts', module(file, [], constant('testimonials', data.testimonials)))
	}

	const founder = readFile(
		root,
		'content/team/founder.yaml',
		contentSchemas['team/founder'],
		problems,
	)
	if (founder) {
		const photos = new ModulePhotos()
		const { photo, ...data } = founder.data
		const portrait = checkedPhoto(photos, founder.file, [], photo, 'portrait')
		modules.set(
			'founder.ts',
			module(
				founder.file,
				[],
				photos.code(constant('founder', { ...data, ...(portrait && { photo: portrait }) })),
			),
		)
	}

	const clientIds = new Set<string>()
	const logoNames: string[] = []
	for (const [group, name] of [
		['partners', 'partnerLogos'],
		['clients', 'clientLogos'],
	] as const) {
		const logos = readFile(
			root,
			`content/logos/${group}.yaml`,
			contentSchemas[`logos/${group}`],
			problems,
			(file, _name, data) => {
				for (const { path, problem } of logoFileProblems(appDirectory, data)) {
					problems.add(file, path, problem)
				}
			},
		)
		if (!logos) continue
		const { file, data } = logos
		// A logo file is optional: without one the site sets the name as a wordmark.
		requireUnique(file, data.logos, ['logos'], problems)
		if (group === 'clients') for (const logo of data.logos) clientIds.add(logo.id)
		logoNames.push(...data.logos.map(({ name }) => name))
		modules.set(`${group}.ts`, module(file, [], constant(name, data.logos)))
	}

	const caseStudies = readFile(
		root,
		'content/case-studies/case-studies.yaml',
		contentSchemas['case-studies/case-studies'],
		problems,
	)
	if (caseStudies) {
		const { file, data } = caseStudies
		data.caseStudies.forEach((study, index) => {
			requireRule(problems, file, ['caseStudies', index, 'capacity'], study.capacity, unitsProblem)
			if (!clientIds.has(study.client)) {
				problems.add(
					file,
					['caseStudies', index, 'client'],
					`is "${study.client}", which is the id of no client logo`,
				)
			}
			if (!serviceSlugs.has(study.plant)) {
				problems.add(
					file,
					['caseStudies', index, 'plant'],
					`is "${study.plant}", which is the address of no service`,
				)
			}
		})
		const photos = new ModulePhotos()
		const withPhotos = {
			...data,
			caseStudies: data.caseStudies.map(({ photo, ...study }, index) => {
				const converted = checkedPhoto(photos, file, ['caseStudies', index], photo, 'caseStudy')
				return { ...study, ...(converted && { photo: converted }) }
			}),
		}
		modules.set(
			'case-studies.ts',
			module(file, [], photos.code(constant('caseStudiesContent', withPhotos))),
		)
	}

	const counters = readFile(
		root,
		'content/counters/counters.yaml',
		contentSchemas['counters/counters'],
		problems,
	)
	if (counters) {
		requireUnique(counters.file, counters.data.home, ['home'], problems)
		requireUnique(counters.file, counters.data.about, ['about'], problems)
		modules.set('counters.ts', module(counters.file, [], constant('counters', counters.data)))
	}

	const company = readFile(
		root,
		'content/company/company.yaml',
		contentSchemas['company/company'],
		problems,
	)
	if (company)
		modules.set('company.ts', module(company.file, [], constant('company', company.data)))

	const about = readFile(
		root,
		'content/about/about.yaml',
		contentSchemas['about/about'],
		problems,
		listArtwork('carouselImages', 'assets/art/about'),
	)
	if (about) {
		const { file, data } = about
		requireUnique(file, data.carouselImages, ['carouselImages'], problems)
		modules.set('about.ts', module(file, [], constant('aboutContent', data)))
	}

	const homeArtwork = [
		listArtwork('heroSlides', 'assets/art/hero'),
		listArtwork('hotCategories', 'assets/art/hot', 'service'),
	]
	const home = readFile(
		root,
		'content/home/home.yaml',
		contentSchemas['home/home'],
		problems,
		(...args) => {
			for (const check of homeArtwork) check(...args)
		},
	)
	if (home) {
		const { file, data } = home
		requireUnique(file, data.heroSlides, ['heroSlides'], problems)
		requireUnique(file, data.hotCategories, ['hotCategories'], problems)
		data.hotCategories.forEach((category, index) => {
			if (!serviceSlugs.has(category.service)) {
				problems.add(
					file,
					['hotCategories', index, 'service'],
					`is "${category.service}", which is the address of no service`,
				)
			}
		})
		const values: Record<string, string> = {
			services: capitalisedNumberInWords(services.length),
			company: company?.data.shortName ?? '',
		}
		const filled = fillPlaceholders(data, [], values, (path, name) =>
			problems.add(
				file,
				path,
				`uses {${name}}, which is not filled in: the ones filled in are {services} and {company}`,
			),
		)
		// One export each, as the code had, so a page that shows one home section loads no other.
		modules.set(
			'home.ts',
			module(
				file,
				[],
				Object.entries(filled)
					.map(([name, value]) => constant(name, value))
					.join('\n'),
			),
		)
	}

	for (const [name, schema] of Object.entries(siteTextSchemas)) {
		const site = readFile(root, `content/${name}.yaml`, schema, problems)
		if (!site) continue
		const exports = exportsEachKey.has(name)
			? Object.entries(site.data).map(([key, value]) =>
					textConstant(key, (schema.shape as Record<string, z.ZodType>)[key] as z.ZodType, value),
				)
			: [textConstant('text', schema, site.data)]
		modules.set(`${name}.ts`, module(site.file, [], exports.join('\n')))
	}

	const pageCopy = readFile(
		root,
		'content/site/pages.yaml',
		codeTextSchemas['site/pages'],
		problems,
	)
	if (pageCopy) modules.set('site/pages.ts', pagesModule(pageCopy.file, pageCopy.data))

	const navigation = readFile(
		root,
		'content/site/navigation.yaml',
		codeTextSchemas['site/navigation'],
		problems,
	)
	if (navigation) {
		modules.set('site/navigation.ts', navigationModule(navigation.file, navigation.data))
	}
	const familyTitles = readFile(
		root,
		'content/site/service-families.yaml',
		codeTextSchemas['site/service-families'],
		problems,
	)
	if (familyTitles) {
		modules.set(
			'site/service-families.ts',
			serviceFamiliesModule(familyTitles.file, familyTitles.data),
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
	for (const { file, schema, data } of problems.files()) {
		for (const { path, heading } of headingsOf(schema, data)) {
			requireRule(problems, file, path, heading, (text) => sentenceCaseProblem(text, names))
		}
	}

	if (problems.list.length > 0) throw new ContentError(problems.list)
	return Object.assign(modules, { photoSlots })
}
