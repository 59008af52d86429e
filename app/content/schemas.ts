// The shape of every file under content/, one schema per collection, and how the content editor offers
// each field: its label, the hint under it, and its widget where the type alone does not tell (a
// paragraph rather than a line, an upload). scripts/content.ts validates the files against these and
// names a field by its label when one is wrong; scripts/cms-config.ts derives the editor's
// configuration from them, so a field added here appears in /cms/ with nothing else to edit.
// Only scripts import the schemas as values: the site imports their types, so zod never reaches a page.
import { z } from 'zod'
import { LOGO_FOLDER, LOGO_TYPES } from '#app/lib/logo-files.ts'
import { PHOTO_FOLDER, PHOTO_TYPES } from '#app/lib/photo-slots.ts'
import {
	CAPACITY_UNITS,
	type CapacityUnit,
	QUOTE_TIMELINES,
	QUOTE_WATER_SOURCES,
	type QuoteField,
	type QuoteTimeline,
	type QuoteWaterSource,
} from '#app/lib/quote-fields.ts'
import {
	fillingAssumptionFigures,
	sewageAssumptionFigures,
	waterAssumptionFigures,
} from '#app/lib/sizing/assumption-figures.ts'
import {
	type Container,
	containers,
	type Product,
	type ProductEquipment,
} from '#app/lib/sizing/filling-rules.ts'
import type { ElementFamily } from '#app/lib/sizing/membrane-elements.ts'
import { notKnownFigures } from '#app/lib/sizing/not-known-figures.ts'
import type {
	Building,
	Occupant,
	Reuse,
	Standard,
	Technology,
} from '#app/lib/sizing/sewage-rules.ts'
import type { ChemistryField } from '#app/lib/sizing/sizing-params.ts'
import type { LimitingFactor, PretreatmentStep } from '#app/lib/sizing/water.ts'
import type { DrinkingStandard, waterSources } from '#app/lib/sizing/water-rules.ts'
import type { mainNavPages, placeholderPagePaths } from './page-paths.ts'
import {
	type ServiceFamily,
	serviceFamilyKin,
	serviceIconNames,
	serviceIcons,
} from './service-families.ts'

/**
 * How the content editor shows a field. `cms` holds the editor's own field options where the schema's
 * type cannot tell them (a paragraph box, an upload); `titleCase` marks a fixed label that keeps its
 * capitals, which the heading rule of the content build then leaves alone.
 */
export type FieldMeta = {
	label?: string
	hint?: string
	cms?: Readonly<Record<string, unknown>>
	titleCase?: true
	/** Words a visitor reads: each language's edition has its own (content/<language>/). */
	copy?: true
	/**
	 * For a choice among fixed ids, what names each id, so the editor offers the names and saves the
	 * ids: a content file (under content/, without .yaml; `#key` for a map inside it), or the names.
	 */
	optionLabels?: string | Readonly<Record<string, string>>
}

/** `schema` as the editor labels it, with an optional hint under the field. */
export const labelled = <Schema extends z.ZodType>(schema: Schema, label: string, hint?: string) =>
	schema.meta(hint ? { label, hint } : { label })

/** Fields the editor shows together under `label`, refusing any it does not know. */
const group = <Shape extends z.core.$ZodLooseShape>(label: string, shape: Shape) =>
	labelled(z.strictObject(shape), label)

/**
 * The company's facts and counts any text may name, which the content build fills in everywhere
 * (scripts/content.ts): `{name}` (the company's legal name), `{company}` (its short name),
 * `{tagline}`, `{founded}`, `{street}`, `{city}`, `{services}` (the number of services in words) and
 * `{families}` (the number of service families). A text that begins with a number is capitalised.
 */
export const FACT_PLACEHOLDERS = [
	'name',
	'company',
	'tagline',
	'founded',
	'street',
	'city',
	'services',
	'families',
] as const
export type FactPlaceholder = (typeof FACT_PLACEHOLDERS)[number]

const placeholdersIn = (value: string) =>
	[...value.matchAll(/\{([^}]*)\}/g)].map(([, name]) => name ?? '')
/** Refuses a `{placeholder}` other than the facts and `names`, which would reach the page as written. */
const onlyPlaceholders = (names: readonly string[]) =>
	[
		(value: string) =>
			placeholdersIn(value).every(
				(name) => names.includes(name) || (FACT_PLACEHOLDERS as readonly string[]).includes(name),
			),
		`may use only the placeholders ${[...FACT_PLACEHOLDERS, ...names].map((name) => `{${name}}`).join(', ')}`,
	] as const

// Units as every page and calculator writes them, each with the spellings people also type.
const UNIT_SPELLINGS: readonly (readonly [unit: string, spelling: RegExp])[] = [
	['mg/L', /\bmg\/l\b/],
	['KLD', /\b(?:kld|Kld)\b/],
	['MLD', /\b(?:mld|Mld)\b/],
	['LPH', /\b(?:lph|Lph)\b/],
	['m³/h', /\bm[3³]\/hr\b|\bm3\/h\b/],
	['kW', /\d ?(?:kw|KW|Kw)\b/],
	['kWh', /\b(?:kwh|KWH|Kwh|KWh)\b/],
]

/** A unit spelt otherwise than the site spells it, with the spelling to use; undefined when none is. */
export function unitSpellingProblem(value: string) {
	const found = UNIT_SPELLINGS.find(([, spelling]) => spelling.test(value))
	if (!found) return undefined
	const [unit, spelling] = found
	return `writes "${value.match(spelling)?.[0].replace(/^\d ?/, '')}": write "${unit}", as every page and calculator does`
}

const plainText = z
	.string()
	.min(1, 'is empty')
	.check((context) => {
		const problem = unitSpellingProblem(context.value)
		if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value })
	})
	.meta({ copy: true })
const text = plainText.refine(...onlyPlaceholders([]))
/** A text edited in a box of several lines instead of a one-line input. */
const multiline = <Schema extends z.ZodType>(schema: Schema) =>
	schema.meta({ cms: { widget: 'text' } })
const line = (label: string, hint?: string) => labelled(text, label, hint)
const paragraph = (label: string, hint?: string) => labelled(multiline(text), label, hint)
/** A fixed label, written in Title Case on purpose (a service's or a point's title). */
const titleCaseLine = (label: string) => line(label).meta({ titleCase: true })
/** A list of at least one text, each labelled `itemLabel`. */
const texts = <Item extends z.ZodType>(label: string, item: Item) =>
	labelled(z.array(item).min(1, 'needs at least one item'), label)
const paragraphs = (label: string) => texts(label, paragraph('Paragraph'))
const atLeast = (count: number, what: string) => [count, `needs at least ${count} ${what}`] as const

/** A file uploaded in the editor into `folder`, which it writes as a path from the repository's root. */
const upload = (folder: string, pattern: RegExp, message: string, accept: string) =>
	z
		.string()
		.regex(pattern, message)
		.meta({
			cms: {
				widget: 'image',
				media_folder: folder,
				public_folder: folder,
				accept,
				choose_url: false,
			},
		})

const familyIds = Object.keys(serviceFamilyKin) as [ServiceFamily, ...ServiceFamily[]]

/** A photo and its alt text; the build checks the file and converts it for its slot (scripts/photos.ts). */
const photoSchema = z.strictObject({
	image: labelled(
		upload(
			PHOTO_FOLDER,
			new RegExp(`^${PHOTO_FOLDER}/[^/?#]+\\.(?:${Object.keys(PHOTO_TYPES).join('|')})$`, 'i'),
			`must be a JPEG, PNG or WebP file in ${PHOTO_FOLDER}/`,
			'image/jpeg,image/png,image/webp',
		),
		'Photo file',
	),
	/** What the photo shows, read aloud in its place; a photo on a card is never decoration. */
	alt: line('What the photo shows (read aloud to blind visitors)'),
})

/** A photo across the top of a card, in place of or beside its illustration. */
const cardPhoto = labelled(
	photoSchema,
	'Photo (optional)',
	"A JPEG, PNG or WebP photo, best 1600 px wide or more (at least 800 once cropped to the card's shape), at most 10 MB. The site crops it to the card and converts it when it is built.",
).optional()

const specificationRowSchema = z.strictObject({
	label: line('Row'),
	value: line('Value with units'),
})

const copySectionSchema = z.strictObject({
	heading: line('Heading'),
	paragraphs: paragraphs('Paragraphs'),
})

/** How long a service's card text is, in words: enough to say what it is, short enough to line up. */
export const CARD_TEXT_WORDS = { min: 18, max: 30 } as const

/**
 * A word range as the editor checks it before saving (its `pattern`: a regular expression and the
 * message shown), so a text the content build would refuse for its length is never saved.
 */
export const wordRangePattern = ({ min, max }: { min: number; max: number }) => [
	`^\\s*\\S+(\\s+\\S+){${min - 1},${max - 1}}\\s*$`,
	`Write ${min} to ${max} words.`,
]

/** One service: `content/services/<slug>.yaml`, its record, its card text and its detail-page copy. */
export const serviceSchema = z.strictObject({
	/** Position among the services, on the services page, in carousels and in the sitemap. */
	order: labelled(z.number().int(), 'Position in lists'),
	title: titleCaseLine('Title'),
	/** The family it is listed under on the services page; every service belongs to exactly one. */
	family: labelled(z.enum(familyIds), 'Family').meta({ optionLabels: 'site/service-families' }),
	icon: labelled(z.enum(serviceIconNames), 'Icon').meta({ optionLabels: serviceIcons }),
	summary: paragraph(`Card text (${CARD_TEXT_WORDS.min}-${CARD_TEXT_WORDS.max} words)`).meta({
		cms: { pattern: wordRangePattern(CARD_TEXT_WORDS) },
	}),
	/** What the plant's rendered picture shows, read aloud in its place. */
	imageAlt: line('Picture description'),
	photo: labelled(
		photoSchema,
		'Photo of the plant (optional)',
		"A JPEG, PNG or WebP photo, best 1600 px wide or more (at least 960 once cropped to 4:3), at most 10 MB. It takes the rendered picture's place on the card, the page, the home page and the datasheet.",
	).optional(),
	/** Capacity range as shown on the detail page; the first row of the specification table. */
	capacity: line('Capacity range'),
	/** Process equipment shares no measure: each piece is asked for in the unit its table gives. */
	quoteUnit: labelled(
		z.enum(CAPACITY_UNITS),
		'Capacity unit the quote form offers first',
		"Leave empty for the family's usual unit",
	)
		.meta({ optionLabels: 'site/quote-choices#capacityUnits' })
		.optional(),
	keyFigures: labelled(
		z
			.array(z.strictObject({ label: line('Figure'), value: line('Value with units') }))
			.min(...atLeast(2, 'key figures'))
			.max(3, 'takes at most 3 key figures'),
		'Key figures beside the capacity on the first screen (2 or 3, a few words each)',
	),
	industries: texts('Industries', line('Industry')),
	/**
	 * The rest of the specification table: feed or duty, product, materials, utilities, control and
	 * standards, each figure with its unit.
	 */
	specification: labelled(
		z.array(specificationRowSchema).min(...atLeast(5, 'rows')),
		'Specification table',
	),
	description: labelled(
		z.array(copySectionSchema).min(...atLeast(4, 'sections')),
		'Description sections',
	),
	process: labelled(z.array(line('Step')).min(...atLeast(4, 'steps')), 'Process steps'),
	whyChoose: labelled(
		z.tuple([line('Point'), line('Point'), line('Point'), line('Point')]),
		'Why choose (four points)',
	),
})

/** One news item: `content/news/<id>.yaml`; the list shows the newest first. */
export const newsSchema = z.strictObject({
	title: line('Title'),
	// A new item is dated the day it is written unless the editor picks another day.
	date: labelled(z.iso.date('must be a date written as YYYY-MM-DD'), 'Date').meta({
		cms: { default: '{{now}}' },
	}),
	excerpt: paragraph('Excerpt'),
	imageAlt: line('Illustration description'),
	/** Shown in place of the illustration, which the item then does not need. */
	photo: cardPhoto,
})

/** A year the company or a project could carry. */
const year = z.number().int().min(1900).max(2100)
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an address starting https://' })

const eyebrowAndTitle = z.strictObject({ eyebrow: line('Eyebrow'), title: line('Title') })

export const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const id = z.string().regex(idPattern, 'must be lower-case words joined by hyphens')

export const testimonialSchema = z.strictObject({
	/** Names the portrait, app/assets/art/people/<id>.svg. */
	id: labelled(id, 'Portrait id'),
	name: line('Name'),
	role: line('Role'),
	company: line('Company'),
	feedback: paragraph('Feedback'),
})
export const testimonialsSchema = z.strictObject({
	testimonials: labelled(z.array(testimonialSchema), 'Testimonials'),
})

export const founderSchema = z.strictObject({
	name: line('Name'),
	role: line('Role'),
	imageAlt: line('Portrait description'),
	bio: paragraphs('Biography'),
	photo: labelled(
		photoSchema,
		'Photo portrait (optional)',
		'A JPEG, PNG or WebP photo, best 1200 px wide or more (at least 640 once cropped square), at most 10 MB. It replaces the illustrated portrait; the site crops it square and converts it when it is built.',
	).optional(),
})

export const caseStudySchema = z.strictObject({
	client: labelled(id, 'Client logo id'),
	plant: labelled(id, 'Service slug'),
	/** Rated capacity, with units. */
	capacity: line('Capacity'),
	city: line('City'),
	year: labelled(year, 'Year commissioned'),
	/** What the plant changed for the client, in one line. */
	outcome: line('Outcome'),
	/** The plant on site, across the top of the card. */
	photo: cardPhoto,
})
export const caseStudiesSchema = z.strictObject({
	intro: labelled(eyebrowAndTitle, 'Section heading'),
	/** The link from a case study to the page of the plant it used. */
	plantLinkLabel: line('Plant link text'),
	factLabels: group('Fact labels', {
		capacity: line('Capacity'),
		city: line('City'),
		year: line('Year'),
	}),
	caseStudies: labelled(z.array(caseStudySchema), 'Case studies'),
})

/**
 * A client or partner on the logo strips: its logo file when the company has one, otherwise its name
 * set as a wordmark.
 */
export const logoSchema = z.strictObject({
	id: labelled(id, 'Logo id'),
	name: line('Name'),
	file: labelled(
		upload(
			LOGO_FOLDER,
			new RegExp(`^${LOGO_FOLDER}/[^/?#]+\\.(?:${LOGO_TYPES.join('|')})$`),
			`must be an SVG, PNG or WebP file in ${LOGO_FOLDER}/, its name ending .${LOGO_TYPES.join(', .')}`,
			'image/svg+xml,image/png,image/webp',
		),
		'Logo file (optional)',
		"The client's own logo as SVG, PNG or WebP; a PNG or WebP at least 480 px wide stays sharp. Without one the site sets the name in capitals.",
	).optional(),
})
export const logosSchema = z.strictObject({ logos: labelled(z.array(logoSchema).min(1), 'Logos') })

export const counterSchema = z.strictObject({
	id: labelled(id, 'Id'),
	value: labelled(z.number().int().nonnegative(), 'Value'),
	// Left out when empty: the editor saves an empty optional field by omitting it.
	suffix: labelled(z.string().default(''), 'Suffix'),
	label: line('Label'),
})
export const countersSchema = z.strictObject({
	home: labelled(z.array(counterSchema), 'Home page'),
	about: labelled(z.array(counterSchema), 'About page'),
})

/** The heading that opens a page or a section: an eyebrow, a title and a lead paragraph. */
const pageIntroSchema = z.strictObject({
	eyebrow: line('Eyebrow').optional(),
	title: line('Title'),
	lead: paragraph('Lead paragraph').optional(),
})
export type PageIntro = Entry<typeof pageIntroSchema>

/** The about page's copy; each carousel image is app/assets/art/about/<id>.svg. */
export const aboutSchema = z.strictObject({
	intro: labelled(pageIntroSchema, 'Page heading'),
	worksCarouselLabel: line('Works carousel name (read aloud)'),
	paragraphs: paragraphs('Introduction'),
	missionTitle: line('Mission heading'),
	mission: paragraph('Mission'),
	commitmentTitle: line('Commitment heading'),
	commitment: paragraph('Commitment'),
	countersHeading: line('Counters heading'),
	journey: labelled(pageIntroSchema, 'Journey heading'),
	quality: labelled(pageIntroSchema, 'Quality heading'),
	timeline: labelled(
		z.array(
			z.strictObject({
				year: labelled(year, 'Year'),
				title: line('Title'),
				text: paragraph('Text'),
			}),
		),
		'Timeline',
	),
	certifications: labelled(
		z.array(z.strictObject({ title: line('Title'), text: paragraph('Text') })),
		'Certifications',
	),
	carouselImages: labelled(
		z.array(z.strictObject({ id: labelled(id, 'Artwork id'), alt: line('Description') })).min(1),
		'Carousel images',
	),
})

const heroSlideSchema = z.strictObject({
	id: labelled(id, 'Id'),
	/** The plant the slide shows, by slug: its picture is the plant's own. */
	service: labelled(id, 'Service slug'),
	eyebrow: line('Eyebrow'),
	title: line('Title'),
	text: paragraph('Text'),
})
const pointSchema = z.strictObject({
	id: labelled(id, 'Id'),
	title: titleCaseLine('Title'),
	text: paragraph('Text'),
})
const hotCategorySchema = z.strictObject({
	id: labelled(id, 'Id'),
	/** The service it links to, by slug; its picture is the service's own. */
	service: labelled(id, 'Service slug'),
	title: titleCaseLine('Title'),
	summary: paragraph('Summary'),
})

/** The home page's copy. */
export const homeSchema = z.strictObject({
	heroSlides: labelled(z.array(heroSlideSchema).min(1), 'Hero slides'),
	whyDifferent: labelled(z.array(pointSchema), 'Why we are different'),
	benefits: labelled(z.array(pointSchema), 'Benefits'),
	hotCategories: labelled(z.array(hotCategorySchema), 'Hot selling categories'),
	homeSections: group('Section headings', {
		/** The home carousels' card links. */
		readMoreLabel: line('Card link text'),
		partnersTitle: line('Partners heading'),
		hot: labelled(
			eyebrowAndTitle.extend({ eyebrow: titleCaseLine('Eyebrow') }),
			'Hot categories heading',
		),
		customersEyebrow: line('Customers eyebrow'),
		categories: labelled(
			eyebrowAndTitle.extend({ eyebrow: titleCaseLine('Eyebrow') }),
			'Categories heading',
		),
		benefits: labelled(eyebrowAndTitle, 'Benefits heading'),
		sewageEyebrow: line('Sewage eyebrow'),
		testimonialEyebrow: line('Testimonial eyebrow'),
		newsEyebrow: line('News eyebrow'),
		/** Read aloud for the site's news illustration, which a news item shows until it has its own. */
		newsIllustrationAlt: line('News illustration description (items without their own)'),
		carouselLabels: group('Carousel names (read aloud)', {
			hero: line('Hero'),
			partners: line('Partners'),
			hot: line('Hot categories'),
			categories: line('Categories'),
			testimonials: line('Testimonials'),
		}),
	}),
	homeIntro: group('Introduction and links', {
		heroEyebrow: titleCaseLine('Hero eyebrow, above the tagline'),
		heroCta: line('Hero button'),
		heroAboutLink: line('Hero about link'),
		heroRobotAlt: line('Hero robot description'),
		aboutLink: line('About link'),
		differentTitle: titleCaseLine('Why different heading'),
		aboutEyebrow: titleCaseLine('About eyebrow'),
		aboutTitle: line('About heading'),
		aboutText: paragraphs('About text'),
		sewagePromo: group('Sewage promotion', {
			title: line('Title'),
			text: paragraph('Text'),
			cta: line('Button'),
		}),
		customersTitle: titleCaseLine('Customers heading'),
		customersViewAll: line('Customers link'),
		testimonialTitle: line('Testimonial heading'),
		newsTitle: line('News heading'),
	}),
})

/**
 * A sentence that names a value only known where it is shown (`Pause {carousel}`), filled by the page
 * (lib/fill.ts); any other placeholder would reach the page as written, so it is refused.
 */
const template = <const Name extends string>(label: string, ...placeholders: readonly Name[]) => {
	const schema = labelled(plainText.refine(...onlyPlaceholders(placeholders)), label)
	// The names reach the type, so `fill` (lib/fill.ts) is checked to give exactly these.
	return schema as z.core.$ZodBranded<typeof schema, Name>
}

const titleAndLead = z.strictObject({ title: line('Title'), lead: paragraph('Text') })

/** Headings and notices of the site footer; its links and facts come from elsewhere. */
export const footerSchema = z.strictObject({
	servicesTitle: titleCaseLine('Services heading'),
	usefulLinksTitle: titleCaseLine('Useful links heading'),
	contactTitle: line('Contact heading'),
	rightsNotice: line('Rights notice'),
	/** Before the company's numbers in the footer, once they are given. */
	cinLabel: line('Label before the CIN'),
	gstinLabel: line('Label before the GSTIN'),
	/** The company's flagship plants, by their addresses, in the order the footer lists them. */
	services: labelled(
		z.array(labelled(id, 'Service address')).min(1, 'needs at least one service'),
		'Services listed (each by its address, as in /services/<address>)',
	),
})

/** The contact page's copy; the address, e-mail and phone are company data. */
export const contactSchema = z.strictObject({
	eyebrow: titleCaseLine('Eyebrow'),
	title: line('Title'),
	formTitle: line('Form heading'),
	/** An example of the format only: a visitor copying it must not reach the company's own line. */
	phoneHint: line("Phone hint (an example, never the company's number)"),
	messageHint: paragraph('Message hint'),
	channelTitles: group('Ways to reach us', {
		visit: line('Visit'),
		email: line('E-mail'),
		call: line('Call'),
	}),
	mapLabel: line('Map name (read aloud)'),
	openInMaps: line('Open in maps link'),
})

const homeLabel = line('Home link')
const servicesLabel = line('Services link')

/** What a visitor reads offline, when a page fails to render, and at an unknown address. */
export const statusScreensSchema = z.strictObject({
	offline: labelled(titleAndLead, 'Offline'),
	routeError: labelled(titleAndLead.extend({ homeLabel, servicesLabel }), 'Page error'),
	notFound: group("Page not found (its title is the error page's title)", {
		lead: paragraph('Text'),
		linksLabel: line('Links name (read aloud)'),
		homeLabel,
		servicesLabel,
		contactLabel: line('Contact link'),
	}),
})

/** The words of the site's own controls, which no single page owns. */
export const uiTextSchema = z.strictObject({
	skipToContent: line('Skip link'),
	mainNav: line('Main menu name (read aloud)'),
	openMenu: line('Open menu button (read aloud)'),
	closeMenu: line('Close menu button (read aloud)'),
	breadcrumb: line('Breadcrumb trail name (read aloud)'),
	chat: line('Chat corner name (read aloud)'),
	emailShort: line('E-mail (short)'),
	chatLink: line('Chat link'),
	socialLink: template('Social link ({network})', 'network'),
	portraitOf: template('Portrait description ({person})', 'person'),
	/** Read aloud for a new service's picture while it shows its family's illustration. */
	familyPicture: template('Family picture description ({family})', 'family'),
	readMore: line('Read more link on service cards'),
	/** How news items are dated: 18 Sep 2025. */
	monthsShort: labelled(
		z.tuple([
			line('January'),
			line('February'),
			line('March'),
			line('April'),
			line('May'),
			line('June'),
			line('July'),
			line('August'),
			line('September'),
			line('October'),
			line('November'),
			line('December'),
		]),
		'Months, short',
	),
	/** Read after a card's link text, so each link names what it leads to. */
	readMoreAbout: template('What a read more link is about, read aloud ({title})', 'title'),
})

/** The carousels' buttons and names, read aloud; only pages with a carousel load them. */
export const carouselTextSchema = z.strictObject({
	previous: line('Previous'),
	next: line('Next'),
	pause: template('Pause ({carousel} is its name)', 'carousel'),
	showSlide: template('Show one slide ({slide} is its number)', 'slide'),
	showSlides: template('Show slides ({first} to {last})', 'first', 'last'),
	slideOf: template('Slide name ({slide} of {count})', 'slide', 'count'),
	/** One of several rows of logos, named after the carousel's own name. */
	row: template('Row of logos ({carousel} is its name, {row} its number)', 'carousel', 'row'),
})

/** The words every service page shares around its own copy. */
export const servicePageSchema = z.strictObject({
	notFound: group('Unknown service', {
		title: line('Title'),
		lead: paragraph('Text'),
	}),
	industriesTitle: line('Industries heading'),
	whyChooseTitle: template('Why choose heading ({service} is its title)', 'service'),
	sidebarLabel: line('Sidebar name (read aloud)'),
	callToAction: labelled(titleAndLead, 'Call to action'),
	enquiryLabel: line('Enquiry button'),
	relatedTitle: line('Related services heading'),
	specificationTitle: line('Specification heading'),
	capacityRangeLabel: line('Capacity row label'),
	processTitle: line('Process heading'),
	datasheet: group('Datasheet (PDF)', {
		kind: line('Document kind, over its title'),
		download: template('Download link on the product page ({size} is its size)', 'size'),
		link: line('Words before the page address at its end'),
	}),
	quoteBar: group('Quote bar (small screens)', {
		question: line('Question'),
		call: line('Call button'),
	}),
})

/** One field for each key of `labels` (the names or values the code uses), made by `field`. */
const fieldsFor = <Key extends string, Field extends z.ZodType>(
	labels: Readonly<Record<Key, string>>,
	field: (label: string) => Field,
) =>
	z.strictObject(
		Object.fromEntries(
			Object.entries<string>(labels).map(([key, label]) => [key, field(label)]),
		) as Record<Key, Field>,
	)

/** One line for each key of `labels`, labelled as given. */
const lines = <Key extends string>(labels: Readonly<Record<Key, string>>) => fieldsFor(labels, line)

/** One field for each of `values`, the values a form posts, labelled with the value itself. */
/** `lines(labels)`, shown together under `label`. */
const labelsFor = <Key extends string>(label: string, labels: Readonly<Record<Key, string>>) =>
	labelled(lines(labels), label)

const labelsForValues = <Value extends string>(values: readonly Value[]) =>
	lines(
		Object.fromEntries(values.map((value): [string, string] => [value, value])) as Record<
			Value,
			string
		>,
	)

/** The quote request's words: its labels, its choices (by the values the form posts) and hints. */
export const quoteSchema = z.strictObject({
	form: group('Form', {
		title: line('Title'),
		/** Under the heading when the form opens with a product chosen. */
		forProduct: template('Under the title for one product ({product} is its title)', 'product'),
		lead: paragraph('Lead'),
		/** `water_report` names the report while no product is chosen; `reportLabels` once one is. */
		labels: labelsFor<QuoteField>('Field labels', {
			service: 'Product',
			name: 'Name',
			company: 'Company',
			email: 'E-mail',
			phone_number: 'Phone',
			capacity: 'Capacity',
			capacity_unit: 'Unit',
			water_source: 'Water source',
			site_location: 'Site location',
			timeline: 'Timeline',
			water_report: 'Analysis report (no product chosen)',
			message: 'Message',
		}),
		/** The analysis report a buyer of each family has: of the water, or of the sewage or effluent. */
		reportLabels: labelled(labelsForValues(familyIds), 'Analysis report label by product family'),
		hints: labelsFor('Hints', {
			site_location: 'Site location',
			water_report: 'Water analysis report',
			phone_number: "Phone (an example, never the company's number)",
		}),
		chooseProduct: line('Product choice prompt'),
		chooseOption: line('Other choice prompt'),
		submit: line('Send button'),
		/** The file field's hint when the page comes back after a post without JavaScript. */
		chooseFileAgain: paragraph('File hint after a post without JavaScript'),
		/** The plant-sizing result the request carries, named above the submit button. */
		sizingAttached: line('Sizing result note'),
	}),
})

/**
 * The quote form's choices by the values it posts. Apart from the form's words: the plant-sizing pages
 * name the same units and sources, and load these without the rest of the form.
 */
export const quoteChoicesSchema = z.strictObject({
	capacityUnits: labelled(labelsForValues<CapacityUnit>(CAPACITY_UNITS), 'Capacity units'),
	waterSources: labelled(labelsForValues<QuoteWaterSource>(QUOTE_WATER_SOURCES), 'Water sources'),
	timelines: labelled(labelsForValues<QuoteTimeline>(QUOTE_TIMELINES), 'Timelines'),
})

/** The calls to action that open the quote form, on every product page, card and case study. */
export const quoteLinksSchema = z.strictObject({
	label: line('Button'),
	forProduct: template('Button for one product, read aloud ({product} is its title)', 'product'),
	fromSizing: line('Button under a sizing result'),
	/** Beside the link on a page about no one product (contact). */
	priceQuestion: line('Price question (contact page)'),
})

/** The card that sends a buyer to the plant-sizing tools. */
export const sizingCalloutSchema = z.strictObject({
	title: line('Title'),
	servicePageTitle: line('Title on a service page'),
	lead: paragraph('Text'),
})

/** What a visitor is told once an inquiry is stored, and the forms' own words. */
export const inquiriesSchema = z.strictObject({
	afterSending: group('After sending', {
		confirmationTitle: line('Confirmation heading'),
		backLinks: group('Links back (form sent without JavaScript)', {
			label: line('Links name (read aloud)'),
			home: homeLabel,
			services: servicesLabel,
		}),
		nextSteps: paragraph('What happens next'),
		urgent: line('Urgent note'),
		privacyNote: paragraph('Privacy note'),
		wayOut: line('Direct contact note'),
	}),
	form: group('Form', {
		labels: labelsFor('Field labels', {
			name: 'Name',
			email: 'E-mail',
			phone_number: 'Phone number',
			msg_subject: 'Subject',
			message: 'Message',
			question: 'Question',
		}),
		sendMessage: line('Send message button'),
		sendQuestion: line('Send question button'),
		sending: line('Button while sending'),
		/**
		 * The label of the field only spam robots fill in: it matches no autofill rule (none names a
		 * company, website, URL, person or address) and says what to do, so neither a browser's autofill
		 * nor a person or tool filling the form by its labels fills it in.
		 */
		honeypot: line('Label of the hidden field robots fill in (say: leave it blank)'),
		/** The title of the summary of the fields to fix (two or more). */
		errorSummary: template('Title of the list of fields to fix ({count} is how many)', 'count'),
	}),
	/** What a form says under a field it refuses, in the browser and from the server alike. */
	fieldMessages: group('Messages under a refused field', {
		nameRequired: line('Name missing'),
		emailRequired: line('E-mail missing'),
		emailInvalid: line('E-mail not an address'),
		phoneRequired: line('Phone number missing'),
		phoneInvalid: line('Phone number not a number'),
		subjectRequired: line('Subject missing'),
		messageRequired: line('Message missing'),
		oneLine: line('Line break in a one-line field'),
		productRequired: line('No product chosen'),
		capacityRequired: line('Capacity missing'),
		capacityAboveZero: line('Capacity zero or less'),
		unitRequired: line('No unit chosen'),
		sourceRequired: line('No water source chosen'),
		siteLocationRequired: line('Site location missing'),
		timelineRequired: line('No timeline chosen'),
		questionFromServicePage: line('Question sent without its service'),
		tooLong: template('Text too long ({max} is the limit in characters)', 'max'),
		reportFile: line('Water report not a PDF, JPG or PNG, or over 5 MB'),
		reportsFull: line('No room for reports on the server just now'),
	}),
	/** What the server answers when it cannot take a form at all, under the form or as plain text. */
	refusals: group('Messages when a form cannot be sent', {
		tooLarge: line('Message too long to send'),
		unreadable: line('Form not sent from the website'),
		foreignOrigin: line('Form sent from another website'),
		tooMany: line('Too many messages from one connection'),
		diskFull: line('Message not stored: the server is out of space'),
		goBack: line('Last line of a refusal shown as a page: go back, nothing is lost'),
		/** Under a form whose script sent it and got no answer it could read. */
		notSent: line('Sent by the script, no readable answer: try again'),
		offline: line('Sent by the script, the connection failed: try again when online'),
	}),
})

/** The networks whose icons the header and footer draw, by the names their owners write them. */
const socialNetworkNames = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' }
const socialNetworks = [
	'facebook',
	'instagram',
	'linkedin',
] as const satisfies readonly (keyof typeof socialNetworkNames)[]

/** Every company fact, written once. */
export const companySchema = z.strictObject({
	name: line('Legal name'),
	shortName: line('Short name'),
	tagline: line('Tagline'),
	/** The deployed site's origin, for canonical links, the sitemap and structured data. */
	origin: labelled(httpsUrl, 'Site address'),
	founded: labelled(year, 'Year founded'),
	/** The phone number as visitors read it; the dialled number and the chat link follow from it. */
	phone: labelled(
		z.string().regex(/^\+[\d ]+$/, 'must be + and digits, e.g. +91 98765 43210'),
		'Phone',
	),
	email: labelled(z.email('must be an e-mail address'), 'E-mail'),
	/** Shown in the footer and the site's structured data once the company gives them. */
	cin: labelled(
		z
			.string()
			.regex(
				/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
				'must be the 21-character Corporate Identity Number, e.g. U29253GJ2004PTC044521',
			),
		'Corporate Identity Number (CIN)',
		"Leave empty until you have it; it shows in every page's footer once given",
	).optional(),
	gstin: labelled(
		z
			.string()
			.regex(
				/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
				'must be the 15-character GSTIN, e.g. 24AAACJ1234F1Z5',
			),
		'GSTIN',
		"Leave empty until you have it; it shows in every page's footer once given",
	).optional(),
	address: group('Address', {
		street: line('Street'),
		city: line('City'),
		region: line('State'),
		postalCode: line('PIN code'),
		country: line('Country'),
		countryCode: labelled(
			z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
			'Country code',
		),
	}),
	geo: group('Map centre', {
		latitude: labelled(z.number().min(-90).max(90), 'Latitude'),
		longitude: labelled(z.number().min(-180).max(180), 'Longitude'),
		zoom: labelled(z.number().int().min(1).max(19), 'Zoom'),
	}),
	social: labelled(
		z.array(
			z.strictObject({
				network: labelled(z.enum(socialNetworks), 'Network').meta({
					optionLabels: socialNetworkNames,
				}),
				label: line('Label'),
				url: labelled(httpsUrl, 'Address'),
			}),
		),
		'Social profiles',
	),
	brochureUrl: labelled(httpsUrl, 'Brochure address'),
	cms: labelled(
		z.strictObject({
			repository: labelled(
				z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, as in github.com/owner/name'),
				'GitHub repository (owner/name)',
			),
			branch: line('Branch the site is built from'),
			/** The OAuth relay behind "Sign In with GitHub" (an instance of Sveltia CMS Authenticator). */
			authRelay: labelled(httpsUrl, 'Sign-in relay address'),
		}),
		'Editor sign-in (set once, when the site is set up)',
		'Changing these moves where this editor reads and saves; a wrong value stops every sign-in.',
	),
})

/** A data type as the site reads it: what a schema accepts, never changed after the build. */
export type Entry<Schema extends z.ZodType> = DeepReadonly<z.infer<Schema>>
type DeepReadonly<T> = T extends string | number | boolean
	? T
	: { readonly [Key in keyof T]: DeepReadonly<T[Key]> }

type ServiceEntry = Entry<typeof serviceSchema>
/**
 * What every page's header and footer need of a service: its link, family and icon, and its photo
 * if one is uploaded (rare, and what tells every picture whether its own or its family's shows).
 */
export type ServiceLinkRecord = { readonly slug: string } & Pick<
	ServiceEntry,
	'title' | 'family' | 'icon' | 'quoteUnit' | 'photo'
>
/** A service's card text, which the services grid, the carousels and its own page show. */
export type ServiceCard = Pick<ServiceEntry, 'summary' | 'imageAlt'>
/** A service with its card text. */
export type ServiceRecord = ServiceLinkRecord & ServiceCard
/** The detail-page copy of one service with its own card text, loaded by its page alone. */
export type ServiceCopy = Omit<ServiceEntry, keyof ServiceLinkRecord | 'order'>
export type NewsItem = { readonly id: string; readonly isoDate: string } & Entry<typeof newsSchema>

const pageCopy = z.strictObject({
	title: line('Title'),
	description: paragraph('Description (search results)'),
	/** What the page offers, said in the banner under its title. */
	banner: line(
		'Line under the title in the banner',
		'One sentence on what this page offers',
	).optional(),
})
const mainHeading = labelled(pageIntroSchema, 'Main heading')
const pageCopyWithIntro = pageCopy.extend({ intro: mainHeading })
/** A page whose title is a label fixed word for word, in Title Case. */
const titleCasePageCopy = pageCopy.extend({ title: titleCaseLine('Title') })

/**
 * Each page's title (browser tab, banner, breadcrumb), description and the heading of its main section
 * where it has one; where the pages live is code (page-paths.ts). Placeholder screens show their title
 * and a notice with the ways to reach the company.
 */
export const pagesSchema = z.strictObject({
	home: labelled(pageCopy, 'Home'),
	about: labelled(titleCasePageCopy, 'About'),
	services: labelled(
		pageCopyWithIntro.extend({
			familiesLabel: line('Family links name (read aloud)'),
		}),
		'Services',
	),
	ourWork: labelled(titleCasePageCopy.extend({ intro: mainHeading }), 'Our work'),
	team: labelled(pageCopy, 'Team'),
	founders: labelled(pageCopy, 'Founders'),
	contact: labelled(pageCopy, 'Contact'),
	quote: labelled(pageCopy, 'Quote'),
	plantSizing: labelled(pageCopy, 'Plant sizing'),
	plantSizingWater: labelled(pageCopy, 'Water treatment sizing'),
	plantSizingFilling: labelled(pageCopy, 'Filling line sizing'),
	plantSizingSewage: labelled(pageCopy, 'Sewage plant sizing'),
	/** Its heading is read by screen readers only: the banner already shows the page title. */
	blog: labelled(pageCopyWithIntro, 'News'),
	thankYou: labelled(pageCopy, 'Thank you'),
	admin: labelled(pageCopy, 'Inquiry inbox'),
	errorPage: labelled(pageCopy, 'Page not found'),
	placeholderPages: labelsFor<keyof typeof placeholderPagePaths>(
		'Pages still being written (titles)',
		{
			pages: 'Pages',
			feature: 'Feature',
			testimonial: 'Testimonial',
			faq: 'FAQ',
			comingSoon: 'Coming soon',
			privacyPolicy: 'Privacy policy',
			termsAndConditions: 'Terms and conditions',
		},
	),
	placeholderNotice: group('Notice on pages still being written', {
		lead: paragraph('Notice'),
		call: line('Call link'),
		email: line('E-mail link'),
		message: line('Message link'),
	}),
})

/** Each service family's title, by its id; the families and their order are code (service-families.ts). */
export const serviceFamilyTitlesSchema = labelsForValues(familyIds)

/** The main menu's labels, by the page each leads to, and the brochure link's. */
export const navigationSchema = z.strictObject({
	main: labelsFor<keyof typeof mainNavPages>('Menu labels', {
		home: 'Home',
		about: 'About',
		services: 'Services',
		ourWork: 'Our work',
		team: 'Team',
		contact: 'Contact',
	}),
	brochure: line('Brochure link'),
})

/** A sentence in two forms, for a count of one and for more (fillCounted in lib/fill.ts). */
const countedTemplate = <const Name extends string>(
	label: string,
	...placeholders: readonly Name[]
) =>
	labelled(
		z.strictObject({
			one: template('One', ...placeholders),
			other: template('More than one', ...placeholders),
		}),
		label,
	)

/** The water analysis's optional figures, by the names the sizing rules give them. */
const chemistryFieldLabels: Readonly<Record<ChemistryField, string>> = {
	ph: 'pH',
	alkalinity: 'Alkalinity',
	calcium: 'Calcium',
	sulphate: 'Sulphate',
	silica: 'Silica',
	sdi: 'SDI',
	manganese: 'Manganese',
	boron: 'Boron',
}
const chemistryLabels = lines(chemistryFieldLabels)

/** Sentences whose figures a calculator fills in from its rules, so they follow a changed rule. */
const withRuleFigures = <Schema extends z.ZodType>(schema: Schema) =>
	schema.meta({
		hint: "Words in {braces} are filled in with figures from the calculator's rules: keep them as written.",
	})

/** What each building is called, and what its count counts, in the editor's labels. */
const buildingNames: Readonly<Record<Building, string>> = {
	housing: 'Housing',
	hotel: 'Hotel',
	hospital: 'Hospital',
	office: 'Office',
	factory: 'Factory',
	school: 'School',
	mixed: 'Mixed use',
	industrial: 'Industrial effluent',
}
const occupantNames: Readonly<Record<Occupant, string>> = {
	people: 'People',
	rooms: 'Rooms',
	beds: 'Beds',
	employees: 'Employees',
	students: 'Students',
}
const technologyNames: Readonly<Record<Technology, string>> = {
	mbbr: 'MBBR',
	sbr: 'SBR',
	'extended-aeration': 'Extended aeration',
	mbr: 'MBR',
}
const drinkingStandardNames: Readonly<Record<DrinkingStandard, string>> = {
	'is-10500': 'IS 10500',
	who: 'WHO',
	'is-14543': 'IS 14543',
}

const toolCard = z.strictObject({
	title: line('Title'),
	text: paragraph('Text'),
	action: line('Action'),
})
const assumptions = <const Name extends string>(label: string, ...placeholders: readonly Name[]) =>
	withRuleFigures(texts(label, multiline(template('Item', ...placeholders))))

/**
 * The words of the plant-sizing pages; the rules and their numbers are code (app/lib/sizing/). The
 * units and the sources both the calculators and the quote form offer are the quote's own
 * (quote-choices.yaml), so a buyer handed from one to the other reads the same choice.
 */
export const plantSizingSchema = z.strictObject({
	overview: labelled(
		titleAndLead.extend({
			tools: group('Tools', {
				water: labelled(toolCard, 'Water tool'),
				filling: labelled(toolCard, 'Filling tool'),
				sewage: labelled(toolCard, 'Sewage tool'),
			}),
		}),
		'Overview page',
	),
	shared: group('Shared by the tools', {
		formTitle: line('Form title'),
		resultTitle: line('Result title'),
		inputsTitle: line('Inputs title'),
		assumptionsTitle: line('Assumptions title'),
		diagramTitle: line('Diagram title'),
		warningsTitle: line('Warnings title'),
		errorSummary: paragraph('Error summary'),
		/** Above a form sent with required figures empty: `{fields}` names them. */
		missingSummary: template('Figures missing ({fields} names them)', 'fields'),
		/** The strip of a result's key figures above its table. */
		summaryTitle: line('Summary title'),
		copyLink: line('Copy link'),
		linkCopied: line('Link copied'),
		copyFailed: line('Copy failed'),
		print: line('Print'),
		downloadPdf: line('Download the result as a PDF'),
		budgetaryNote: paragraph('Budgetary note'),
		/** A refused figure's message beside its field; words in braces are filled in. */
		refusals: group('Refused figures', {
			value: template('Value out of range or empty ({range} is "from 50 to 45,000 mg/L")', 'range'),
			number: template('Not a number ({range})', 'range'),
			from: template('Range from … to ({min}, {max}, {unit})', 'min', 'max', 'unit'),
			above: template('Range above … and at most ({min}, {max}, {unit})', 'min', 'max', 'unit'),
			source: line('No water source chosen'),
			product: line('No product chosen'),
			container: line('No container chosen'),
			jarWaterOnly: line('A 20-litre jar chosen for a drink other than water'),
			building: line('No type of building chosen'),
			countMissing: template('Neither count nor flow ({occupants})', 'occupants'),
			wholeNumber: template('Count not whole ({occupants})', 'occupants'),
			/** The count's unit: what is counted ({occupants}), the fewest ({fewest}) and their {flow} KLD. */
			fewestOccupants: template('Count unit', 'occupants', 'fewest', 'flow'),
			/** Apart from the result's words: a language may need another form of each here. */
			occupants: labelsFor<Occupant>('What is counted, in these messages', occupantNames),
			hours: line('Hours (unit)'),
			perDay: template('Demand unit, a day ({hours} run)', 'hours'),
			litresPerHour: template('Demand unit, litres an hour ({hours} run)', 'hours'),
			cubicMetresPerHour: template('Demand unit, m³ an hour ({hours} run)', 'hours'),
			bottlesPerHour: line('Output unit, bottles an hour'),
			bottlesPerMinute: line('Output unit, bottles a minute'),
		}),
	}),
	/** A result as a PDF, dated and with a reference the quote form and the inbox show. */
	proposal: group('Result as a PDF', {
		kind: line('Document kind, over its title'),
		title: template('Title ({tool} is the tool: "Water treatment plant")', 'tool'),
		referencePrefix: labelled(
			z.string().regex(/^[A-Z]{1,4}$/, 'Write 1 to 4 capital letters.'),
			'Reference prefix (1 to 4 capital letters)',
			'Begins every reference: JS-20261202-7F3A',
		),
		reference: template('Reference line ({reference})', 'reference'),
		link: line('Words before the address of the result on the site'),
		noDesign: paragraph('Answer when the address gives no design'),
	}),
	water: group('Water tool fields', {
		source: line('Source'),
		standard: line('Drinking-water standard'),
		standardHint: paragraph('Drinking-water standard hint'),
		tds: line('Feed TDS'),
		hardness: line('Hardness'),
		turbidity: line('Turbidity'),
		iron: line('Iron'),
		temperature: line('Temperature'),
		temperatureRange: line('Temperature range'),
		demand: line('Demand'),
		unit: line('Unit'),
		hours: line('Hours'),
		sourceFlow: line('Water the source can give'),
		/** Opens the fields of the analysis the design runs without, folded until asked for. */
		analysis: line('Detailed analysis (the folded fields)'),
		...chemistryLabels.shape,
		notKnownHints: withRuleFigures(
			labelled(
				fieldsFor(
					{
						hardness: 'Hardness',
						turbidity: 'Turbidity',
						iron: 'Iron',
						temperature: 'Temperature',
						...chemistryFieldLabels,
						temperatureRange: 'Temperature range',
						sourceFlow: 'Water the source can give',
					},
					(label) => template(label, ...Object.keys(notKnownFigures())),
				),
				'What "not known" assumes, per optional field (words in braces are filled in)',
			),
		),
		/** The printed input of an analysis figure left empty. */
		notKnown: template('Not known ({value} is the assumed value)', 'value'),
		submit: line('Submit'),
	}),
	/** The sources only the water calculator offers; the others are the quote form's. */
	seawaterSources: labelsFor('Seawater sources (water tool only)', {
		'seawater-beach-well': 'Seawater beach well',
		'seawater-open-intake': 'Seawater open intake',
	} satisfies Record<Exclude<(typeof waterSources)[number], QuoteWaterSource>, string>),
	drinkingStandards: labelsFor<DrinkingStandard>('Drinking-water standards', drinkingStandardNames),
	standardNames: labelsFor<DrinkingStandard>(
		'Drinking-water standards, short',
		drinkingStandardNames,
	),
	waterResult: group('Water tool result', {
		recommendedPlant: line('Recommended plant'),
		/** The recommended plant by what it is, linked to the product page that sells it. */
		plantKind: template(
			'Plant description ({stages} stages, {membrane} elements, {flow} m³/h)',
			'stages',
			'membrane',
			'flow',
		),
		stageCounts: group('Stages in a plant description', {
			one: line('One stage'),
			two: line('Two stages'),
			three: line('Three stages'),
		}),
		membraneKinds: group('Element types in a plant description', {
			brackish: line('Brackish'),
			seawater: line('Seawater'),
		}),
		permeateFlow: line('Permeate flow'),
		recovery: line('Recovery'),
		flux: line('Flux'),
		elements: line('Elements'),
		vessels: line('Vessels'),
		vesselRating: line('Vessel rating'),
		array: line('Array'),
		feedFlow: line('Feed flow'),
		rejectFlow: line('Reject flow'),
		feedPressure: line('Feed pressure'),
		permeateTds: line('Permeate TDS'),
		/** The concentrate's scaling indices beside what the antiscalant holds. */
		concentrateScaling: line('Concentrate scaling'),
		concentrateIndices: template(
			'Concentrate indices',
			'calcite',
			'calciteLimit',
			'gypsum',
			'gypsumLimit',
			'silica',
			'silicaLimit',
		),
		salineConcentrateIndices: template(
			'Concentrate indices above 10,000 mg/L',
			'calcite',
			'calciteLimit',
			'silica',
			'silicaLimit',
		),
		/** Permeate TDS and boron, with the limit of the standard they keep. */
		withinStandard: template('Within the standard', 'value', 'standard', 'limit'),
		pumpPower: line('Pump power'),
		/** The summary's count of elements and the vessels holding them. */
		elementsInVessels: line('Elements in vessels'),
		specificEnergy: line('Specific energy'),
		coldSpecificEnergy: template(
			'Specific energy at the coldest water ({temperature} °C)',
			'temperature',
		),
		stageFlux: template('Stage flux ({index} is the stage number)', 'index'),
		leadElementFlux: line('Lead element flux'),
		highestElementRecovery: line('Highest element recovery'),
		limitingFactor: line('Limiting factor'),
		recirculation: line('Recirculation'),
		interstageBoost: line('Interstage booster'),
		feedPump: line('Feed pump'),
		energyRecovery: line('Energy recovery device'),
		boron: line('Boron'),
		secondPass: line('Second pass'),
		secondPassText: template(
			'Second pass figures',
			'share',
			'ph',
			'elements',
			'elementName',
			'elementSize',
			'elementsPerVessel',
			'array',
			'recovery',
			'feedPressure',
		),
		remineralisation: line('Remineralisation'),
		/** Packaged drinking water's minerals put back, with the salts' doses. */
		mineralDosing: template(
			'Mineral dosing (words in braces are filled in)',
			'calciumChloride',
			'magnesiumSulphate',
			'calciumPerDay',
			'magnesiumPerDay',
			'calcium',
			'magnesium',
			'tds',
		),
		/** A desalinated water's calcium and alkalinity put back by a calcite contactor. */
		calciteDosing: template(
			'Calcite contactor (words in braces are filled in)',
			'calcite',
			'carbonDioxide',
			'calcitePerDay',
			'carbonDioxidePerDay',
			'calcium',
		),
		pretreatment: line('Pretreatment steps'),
		softenerTitle: line('Softener title'),
		softenerLead: paragraph('Softener lead'),
		resinVolume: line('Resin volume'),
		regenerationsPerDay: line('Regenerations a day'),
		saltPerRegeneration: line('Salt per regeneration'),
		columns: line('Softener columns'),
		singleColumn: line('One softener column'),
		twinColumns: line('Two softener columns, duty and standby'),
		resinPerColumn: template('Resin in each of two columns ({litres} is the volume)', 'litres'),
		hardnessLeakage: line('Hardness leakage'),
		leakageBelow: template('Hardness leakage value ({value} is the most)', 'value'),
	}),
	pretreatment: labelsFor<PretreatmentStep>('Pretreatment steps', {
		clarifier: 'Clarifier',
		'iron-removal': 'Iron and manganese removal',
		multimedia: 'Multimedia',
		ultrafiltration: 'Ultrafiltration',
		dechlorination: 'Dechlorination',
		'acid-dosing': 'Acid dosing',
		antiscalant: 'Antiscalant',
		cartridge: 'Cartridge',
	}),
	/** The membrane elements of a design: `{size}` is 8-inch or 4-inch, `{max}` the most a vessel may hold. */
	elementSize: template(
		'Membrane elements ({type}, {model}, {size}, {perVessel} and {max} are filled in)',
		'type',
		'model',
		'size',
		'perVessel',
		'max',
	),
	elementTypes: labelsFor<ElementFamily>('Membrane element types', {
		brackish: 'Brackish water',
		seawater: 'Seawater',
	}),
	/** A stage's layout beside its flux. */
	stageLayout: countedTemplate(
		"A stage's layout (words in braces are filled in)",
		'vessels',
		'perVessel',
	),
	/** What set the recovery and the element type. */
	limitingFactors: labelsFor<LimitingFactor>('What limited the design', {
		'feed-salinity': 'Feed salinity',
		'pressure-rating': 'Pressure rating',
		'element-limits': 'Element limits',
		'smallest-plant': 'Smallest plant',
		'calcium-carbonate': 'Calcium carbonate',
		gypsum: 'Gypsum',
		silica: 'Silica',
	}),
	/** The acid-dosing step with the feed pH it brings the feed to. */
	acidDosing: template(
		'Acid dosing (words in braces are filled in)',
		'ph',
		'strength',
		'dose',
		'perDay',
	),
	/** The dechlorination step with its sodium bisulphite dose. */
	dechlorinationDosing: template(
		'Dechlorination ({dose} mg/L and {perDay} kg a day are filled in)',
		'dose',
		'perDay',
	),
	/** The antiscalant step with its dose. */
	antiscalantDosing: template(
		'Antiscalant ({dose} mg/L and {perDay} kg a day are filled in)',
		'dose',
		'perDay',
	),
	/** The seawater energy recovery device, or why a plant has none. */
	energyRecovery: group('Energy recovery device', {
		isobaric: template('Isobaric device', 'efficiency'),
		'too-small': template('Plant too small for one', 'min'),
	}),
	waterWarnings: group('Water tool warnings (words in braces are filled in)', {
		/** `{source}` is the source's label, `{min}` and `{max}` its usual TDS. */
		'unlikely-tds': multiline(template('Unlikely TDS for the source', 'source', 'min', 'max')),
		'hardness-above-tds': paragraph('Hardness above TDS'),
		'calcium-above-hardness': paragraph('Calcium above hardness'),
		'few-hours': multiline(
			template(
				'Few operating hours ({hours}, {times} and {usualHours} are filled in)',
				'hours',
				'times',
				'usualHours',
			),
		),
		'plant-larger-than-demand': multiline(
			template('Plant larger than the demand', 'litresPerHour'),
		),
		'source-needs-tank': multiline(
			template(
				'Source short of the feed, enough over a day ({feedFlow}, {sourceFlow} and {tank} are filled in)',
				'feedFlow',
				'sourceFlow',
				'tank',
			),
		),
		'source-too-small': multiline(
			template(
				"Source short of a day's feed ({dailyFeed} and {dailySource} are filled in)",
				'dailyFeed',
				'dailySource',
			),
		),
	}),
	/** The ranges the water tool's rules hold for, first among its assumptions. */
	waterValidity: withRuleFigures(
		multiline(
			template(
				'Where the rules hold (words in braces are filled in)',
				'tdsMin',
				'tdsMax',
				'temperatureMin',
				'temperatureMax',
				'dailyMin',
				'dailyMax',
				'flowMax',
			),
		),
	),
	waterAssumptions: assumptions(
		'Water tool assumptions (words in braces are filled in)',
		...Object.keys(waterAssumptionFigures()),
	),
	filling: group('Filling tool fields', {
		product: line('Product'),
		container: line('Container'),
		output: line('Output'),
		unit: line('Unit'),
		submit: line('Submit'),
	}),
	products: labelsFor<Product>('Products', {
		water: 'Water',
		carbonated: 'Carbonated',
		juice: 'Juice',
	}),
	containers: labelled(labelsForValues<Container>(containers), 'Containers'),
	fillingResult: group('Filling tool result', {
		recommendedPlant: line('Recommended plant'),
		/** A 20-litre jar line is rated in jars, not bottles. */
		jarsPerHour: line('Jars per hour'),
		filler: line('Filler'),
		/** The filler when two lines share the output. */
		twoLines: template('Two lines', 'filler'),
		ratedOutput: line('Rated output'),
		lineEfficiency: line('Line efficiency'),
		treatedWater: line('Treated water'),
		sizeWaterPlant: line('Size water plant'),
		blowMoulder: line('Blow moulder'),
		noBlowMoulder: line('No blow moulder'),
		labeller: line('Labeller'),
		packing: line('Packing'),
		equipment: line('Equipment'),
		rinseFillCap: line('Rinse fill cap'),
		/** 5-litre containers fill on a linear filler, named with its nozzles. */
		linearFiller: line('Linear filler'),
		heads: countedTemplate('Heads', 'count'),
		/** A carbonated line's filler: the share of its still-water rating it makes. */
		isobaricDerating: line('Isobaric derating'),
		isobaricDeratingValue: template('Isobaric derating value', 'percent'),
	}),
	productEquipment: labelsFor<ProductEquipment>('Product equipment', {
		'isobaric-filler': 'Isobaric filler',
		carbonator: 'Carbonator',
		chiller: 'Chiller',
		'hot-fill': 'Hot fill',
	}),
	fillingAssumptions: assumptions(
		'Filling tool assumptions (words in braces are filled in)',
		...Object.keys(fillingAssumptionFigures()),
	),
	sewage: group('Sewage tool fields', {
		building: line('Type of building'),
		/** The count's label before a building is chosen (the form without its script). */
		count: line('Count'),
		countBy: labelsFor<Occupant>('Count, by what the building counts', occupantNames),
		countHints: labelsFor<Building>('Count hints, by type of building', buildingNames),
		flow: line('Sewage flow'),
		flowHint: line('Sewage flow hint'),
		standard: line('Discharge standard'),
		standardHint: paragraph('Discharge standard hint'),
		reuse: line('Treated water reuse'),
		space: line('Space available'),
		spaceHint: line('Space hint'),
		technology: line('Technology'),
		submit: line('Submit'),
	}),
	buildings: labelsFor<Building>('Types of building', buildingNames),
	standards: labelsFor<Standard>('Discharge standards', {
		ngt: 'National Green Tribunal',
		'karnataka-reuse': 'Karnataka reuse',
		'cpcb-metro': 'Central norms, metro',
		'cpcb-other': 'Central norms, other areas',
	}),
	reuses: labelsFor<Reuse>('Treated water reuse', {
		flushing: 'Flushing',
		gardening: 'Gardening',
		cooling: 'Cooling towers',
		none: 'None',
	}),
	technologies: labelsFor<Technology | 'auto'>('Technologies', {
		auto: 'Let the tool choose',
		...technologyNames,
	}),
	sewageResult: withRuleFigures(
		group('Sewage tool result (words in braces are filled in)', {
			recommendedPlant: line('Recommended plant'),
			technology: line('Technology'),
			technologyShort: labelsFor<Technology>('Technologies, short', technologyNames),
			technologyReasons: labelsFor('Why this technology', {
				visitor: 'Chosen by the visitor',
				'size-small': 'Up to 1 MLD',
				'size-large': 'Above 1 MLD',
				space: 'Fits the space',
				'too-small': 'Nothing fits the space',
			}),
			designFlow: line('Design flow'),
			countedFlow: template('Flow from the count', 'flow', 'count', 'occupants', 'supply', 'share'),
			typedFlow: template('Flow as entered', 'flow'),
			occupants: labelsFor<Occupant>('Occupants, in a sentence', occupantNames),
			peakFlow: line('Peak flow'),
			peakFlowValue: template('Peak flow value', 'flow', 'factor'),
			rawSewage: line('Raw sewage strength'),
			rawSewageValue: template('Raw sewage value', 'bod', 'cod', 'tss', 'ammonia', 'bodPerPerson'),
			treatedQuality: line('Treated water quality'),
			limitLabels: labelsFor('Limits', {
				bod: 'BOD',
				cod: 'COD',
				tss: 'TSS',
				totalNitrogen: 'Total nitrogen',
				phosphorus: 'Total phosphorus',
			}),
			coliform: template('Faecal coliform', 'count'),
			treatedQualityValue: template('Treated water quality value', 'limits', 'coliform'),
			screen: line('Screen and oil trap'),
			screenValue: template('Screen value', 'spacing', 'volume'),
			equalisation: line('Equalisation tank'),
			equalisationValue: template('Equalisation value', 'volume', 'hours'),
			anoxic: line('Anoxic tank'),
			anoxicValue: template('Anoxic value', 'volume'),
			anoxicRecycleValue: template('Anoxic value with its recycle', 'volume', 'recycle'),
			aeration: line('Aeration tank'),
			mediaValue: template('MBBR value', 'volume', 'hours', 'media', 'surface', 'area', 'fill'),
			suspendedValue: template('Activated sludge value', 'volume', 'hours', 'mlss', 'srt'),
			sbrValue: template('SBR value', 'basins', 'each', 'mlss', 'srt', 'cycles'),
			air: line('Air required'),
			airValue: template('Air value', 'air', 'oxygen'),
			blower: line('Blower power'),
			blowerValue: countedTemplate(
				'Blower value',
				'power',
				'pressure',
				'motor',
				'blowers',
				'count',
			),
			settling: line('Settling'),
			tubeSettlerValue: template('Tube settler', 'area', 'loading'),
			clarifierValue: template('Clarifier', 'diameter', 'loading'),
			inBasinValue: line('Settling in the SBR basins'),
			membraneValue: template('Membranes', 'area', 'flux'),
			tertiary: line('Tertiary treatment'),
			sandFilter: countedTemplate('Sand filters', 'count', 'diameter'),
			carbonFilter: countedTemplate('Carbon filters', 'count', 'diameter'),
			chlorination: template('Chlorination', 'chlorine', 'volume'),
			sludge: line('Sludge'),
			sludgeValue: template('Sludge value', 'solids', 'wasted', 'cake'),
			footprint: line('Footprint'),
			footprintValue: template('Footprint value', 'area'),
			withinSpace: template('Footprint within the space', 'area', 'space'),
			beyondSpace: template('Footprint beyond the space', 'area', 'space'),
			power: line('Power'),
			powerValue: template('Power value', 'running', 'installed', 'daily', 'perCubicMetre'),
			reuse: line('Treated water for reuse'),
			reuseValues: group('Reuse values', {
				flushing: template('Flushing', 'treated', 'flushing', 'rest'),
				gardening: template('Gardening', 'treated'),
				cooling: template('Cooling towers', 'treated'),
				none: template('None', 'treated'),
			}),
			budgetaryNote: paragraph('Budgetary note'),
			referralTitle: line('Referral title'),
			referrals: group('Referrals', {
				industrial: paragraph('Industrial effluent'),
				'too-large': multiline(template('Too large', 'flow', 'max')),
			}),
			referralAction: line('Referral action'),
		}),
	),
	sewageDiagram: group('Sewage diagram words (words in braces are filled in)', {
		tubeSettler: line('Tube settler'),
		clarifier: line('Clarifier'),
		membranes: line('Membranes'),
		sandFilter: line('Sand filter'),
		carbonFilter: line('Carbon filter'),
		chlorination: line('Chlorination'),
		sludge: template('Sludge', 'solids'),
		basins: template('SBR basins', 'count'),
	}),
	sewageAssumptions: assumptions(
		'Sewage tool assumptions (words in braces are filled in)',
		...Object.keys(sewageAssumptionFigures()),
	),
	diagram: group('Process diagram words (words in braces are filled in)', {
		feed: line('Feed'),
		permeate: line('Permeate'),
		reject: line('Reject'),
		concentrate: line('Concentrate'),
		pump: line('Pump'),
		stage: countedTemplate('Stage', 'index', 'vessels'),
		moreVessels: template('More vessels', 'count'),
		softener: line('Softener'),
		mineralDosing: line('Mineral dosing'),
		calciteContactor: line('Calcite contactor'),
		treatedWater: line('Treated water'),
		returnedJars: line('Returned jars'),
		/** The short units of the filling line's machines, beside their ratings. */
		bottlesPerHour: line('Bottles per hour, short'),
		jarsPerHour: line('Jars per hour, short'),
		cavities: countedTemplate('Cavities', 'count'),
		vessels: countedTemplate('Vessels', 'count'),
	}),
})

/** The Ask Question form on a service page. */
export const askQuestionSchema = z.strictObject({
	title: line('Heading'),
	lead: template('Lead ({service} is the service title)', 'service'),
})
