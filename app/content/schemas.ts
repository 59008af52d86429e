// The shape of every file under content/, one schema per collection. scripts/content.ts validates the
// files against these when it turns them into modules, so a wrong or missing field stops the build with
// the file and field named; the CMS configuration (public/cms/config.yml) offers exactly these fields.
// Only scripts import the schemas as values: the site imports their types, so zod never reaches a page.
import { z } from 'zod'
import { PHOTO_FOLDER, PHOTO_TYPES, type PhotoRecord } from '#app/lib/photo-slots.ts'
import {
	CAPACITY_UNITS,
	QUOTE_FIELDS,
	QUOTE_TIMELINES,
	QUOTE_WATER_SOURCES,
} from '#app/lib/quote-fields.ts'
import { containers, type ProductEquipment, products } from '#app/lib/sizing/filling-rules.ts'
import type { ElementFamily } from '#app/lib/sizing/membrane-elements.ts'
import { chemistryFields } from '#app/lib/sizing/sizing-params.ts'
import type { LimitingFactor, PretreatmentStep } from '#app/lib/sizing/water.ts'
import { waterSources } from '#app/lib/sizing/water-rules.ts'
import { mainNavPages, placeholderPagePaths } from './page-paths.ts'
import { type ServiceFamily, serviceFamilyKin, serviceIconNames } from './service-families.ts'

const text = z.string().min(1, 'must not be empty')
const texts = z.array(text).min(1, 'needs at least one item')
const atLeast = (count: number, what: string) => [count, `needs at least ${count} ${what}`] as const

const familyIds = Object.keys(serviceFamilyKin) as [ServiceFamily, ...ServiceFamily[]]

/**
 * A photo uploaded in the CMS, which writes its path from the repository's root, and its alt text.
 * The build checks the file itself and converts it for its slot (scripts/photos.ts).
 */
export const photoSchema = z.strictObject({
	image: z
		.string()
		.regex(
			new RegExp(`^${PHOTO_FOLDER}/[^/?#]+\\.(?:${Object.keys(PHOTO_TYPES).join('|')})$`, 'i'),
			`expected a JPEG, PNG or WebP file in ${PHOTO_FOLDER}/`,
		),
	/** What the photo shows, read aloud in its place; a photo on a card is never decoration. */
	alt: text,
})

export const specificationRowSchema = z.strictObject({ label: text, value: text })

export const copySectionSchema = z.strictObject({ heading: text, paragraphs: texts })

/** One service: `content/services/<slug>.yaml`, its record, its card text and its detail-page copy. */
export const serviceSchema = z.strictObject({
	/** Position among the services, on the services page, in carousels and in the sitemap. */
	order: z.number().int(),
	title: text,
	/** The family it is listed under on the services page; every service belongs to exactly one. */
	family: z.enum(familyIds),
	icon: z.enum(serviceIconNames),
	/** Card text on the services grid and home carousels, 18–30 words. */
	summary: text,
	/** Alt text of the service illustration. */
	imageAlt: text,
	/** Capacity range as shown on the detail page; the first row of the specification table. */
	capacity: text,
	/**
	 * Two or three short facts a buyer scans for first, shown with the capacity on the page's first
	 * screen: process, output quality, materials or standards, a few words each with their units.
	 */
	keyFigures: z
		.array(specificationRowSchema)
		.min(...atLeast(2, 'key figures'))
		.max(3, 'takes at most 3 key figures'),
	industries: texts,
	/**
	 * The rest of the specification table: feed or duty, product, materials, utilities, control and
	 * standards, each figure with its unit.
	 */
	specification: z.array(specificationRowSchema).min(...atLeast(5, 'rows')),
	/** Detail-page body: 4–5 sections of specific engineering copy. */
	description: z.array(copySectionSchema).min(...atLeast(4, 'sections')),
	/** Process steps, in order, each one sentence. */
	process: z.array(text).min(...atLeast(4, 'steps')),
	/** The four "why choose" checklist items of the detail page. */
	whyChoose: z.tuple([text, text, text, text]),
})

/** One news item: `content/news/<id>.yaml`; the list shows the newest first. */
export const newsSchema = z.strictObject({
	title: text,
	/** Publication day, YYYY-MM-DD. */
	date: z.iso.date('expected a date as YYYY-MM-DD'),
	excerpt: text,
	imageAlt: text,
	/** Shown in place of the illustration, which the item then does not need. */
	photo: photoSchema.optional(),
})

/** A year the company or a project could carry. */
const year = z.number().int().min(1900).max(2100)
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// address' })

const eyebrowAndTitle = z.strictObject({ eyebrow: text, title: text })

export const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const id = z.string().regex(idPattern, 'expected lower-case words joined by hyphens')

export const testimonialSchema = z.strictObject({
	/** Names the portrait, app/assets/art/people/<id>.svg. */
	id,
	name: text,
	role: text,
	company: text,
	feedback: text,
})
export const testimonialsSchema = z.strictObject({ testimonials: z.array(testimonialSchema) })

export const founderSchema = z.strictObject({
	name: text,
	role: text,
	imageAlt: text,
	bio: texts,
	/** A photo portrait, shown instead of the illustrated one. */
	photo: photoSchema.optional(),
})

export const caseStudySchema = z.strictObject({
	/** The client, by the id of its logo. */
	client: id,
	/** The kind of plant, by the slug of its service page. */
	plant: id,
	/** Rated capacity, with units. */
	capacity: text,
	city: text,
	/** Year of commissioning. */
	year,
	/** What the plant changed for the client, in one line. */
	outcome: text,
	/** The plant on site, across the top of the card. */
	photo: photoSchema.optional(),
})
export const caseStudiesSchema = z.strictObject({
	intro: eyebrowAndTitle,
	/** The link from a case study to the page of the plant it used. */
	plantLinkLabel: text,
	/** The figures each case study states, by their labels. */
	factLabels: z.strictObject({ capacity: text, city: text, year: text }),
	caseStudies: z.array(caseStudySchema),
})

/** A wordmark on the partner or client strip; its artwork is app/assets/logos/<id>.svg. */
export const logoSchema = z.strictObject({ id, name: text })
export const logosSchema = z.strictObject({ logos: z.array(logoSchema).min(1) })

export const counterSchema = z.strictObject({
	id,
	value: z.number().int().nonnegative(),
	suffix: z.string(),
	label: text,
})
export const countersSchema = z.strictObject({
	home: z.array(counterSchema),
	about: z.array(counterSchema),
})

/** The heading that opens a page or a section: an eyebrow, a title and a lead paragraph. */
export const pageIntroSchema = z.strictObject({
	eyebrow: text.optional(),
	title: text,
	lead: text.optional(),
})

/** The about page's copy; each carousel image is app/assets/art/about/<id>.svg. */
export const aboutSchema = z.strictObject({
	intro: pageIntroSchema,
	/** Accessible name of the vertical carousel of works and projects. */
	worksCarouselLabel: text,
	paragraphs: texts,
	missionTitle: text,
	mission: text,
	commitmentTitle: text,
	commitment: text,
	countersHeading: text,
	journey: pageIntroSchema,
	quality: pageIntroSchema,
	timeline: z.array(z.strictObject({ year, title: text, text })),
	certifications: z.array(z.strictObject({ title: text, text })),
	carouselImages: z.array(z.strictObject({ id, alt: text })).min(1),
})

export const heroSlideSchema = z.strictObject({
	/** Names the artwork, app/assets/art/hero/<id>.svg. */
	id,
	eyebrow: text,
	title: text,
	text,
	imageAlt: text,
})
export const pointSchema = z.strictObject({ id, title: text, text })
export const hotCategorySchema = z.strictObject({
	id,
	/** The service it links to, by slug; its artwork is app/assets/art/hot/<service>.svg. */
	service: id,
	title: text,
	summary: text,
	imageAlt: text,
})

/**
 * The home page's copy. `{services}` in a text becomes the number of services in words and
 * `{company}` the company's short name, so neither is written twice.
 */
export const homeSchema = z.strictObject({
	heroSlides: z.array(heroSlideSchema).min(1),
	whyDifferent: z.array(pointSchema),
	benefits: z.array(pointSchema),
	hotCategories: z.array(hotCategorySchema),
	homeSections: z.strictObject({
		/** The home carousels' card links. */
		readMoreLabel: text,
		partnersTitle: text,
		hot: eyebrowAndTitle,
		customersEyebrow: text,
		categories: eyebrowAndTitle,
		benefits: eyebrowAndTitle,
		sewageEyebrow: text,
		testimonialEyebrow: text,
		newsEyebrow: text,
		/** Accessible names of the home carousels. */
		carouselLabels: z.strictObject({
			hero: text,
			partners: text,
			hot: text,
			categories: text,
			testimonials: text,
		}),
	}),
	homeIntro: z.strictObject({
		heroCta: text,
		heroAboutLink: text,
		heroRobotAlt: text,
		aboutLink: text,
		differentTitle: text,
		aboutEyebrow: text,
		aboutTitle: text,
		aboutText: texts,
		sewagePromo: z.strictObject({ title: text, text, cta: text }),
		customersTitle: text,
		customersViewAll: text,
		testimonialTitle: text,
		newsTitle: text,
	}),
})

/**
 * A sentence that names a value only known where it is shown (`Pause {carousel}`). The build turns it
 * into a function of those values, in this order (scripts/content.ts); any other placeholder would
 * reach the page as written, so it is refused.
 */
const template = (...placeholders: readonly string[]) =>
	text
		.refine(
			(value) =>
				[...value.matchAll(/\{([^}]*)\}/g)].every(([, name]) => placeholders.includes(name ?? '')),
			`may use only the placeholders ${placeholders.map((name) => `{${name}}`).join(', ')}`,
		)
		.meta({ placeholders })

const titleAndLead = z.strictObject({ title: text, lead: text })

/** Headings and notices of the site footer; its links and facts come from elsewhere. */
export const footerSchema = z.strictObject({
	servicesTitle: text,
	usefulLinksTitle: text,
	contactTitle: text,
	rightsNotice: text,
})

/** The contact page's copy; the address, e-mail and phone are company data. */
export const contactSchema = z.strictObject({
	eyebrow: text,
	title: text,
	formTitle: text,
	/** An example of the format only: a visitor copying it must not reach the company's own line. */
	phoneHint: text,
	messageHint: text,
	channelTitles: z.strictObject({ visit: text, email: text, call: text }),
	mapLabel: text,
	openInMaps: text,
})

/** What a visitor reads offline, when a page fails to render, and at an unknown address. */
export const statusScreensSchema = z.strictObject({
	offline: titleAndLead,
	routeError: z.strictObject({ title: text, lead: text, homeLabel: text, servicesLabel: text }),
	/** Its title is the error page's title. */
	notFound: z.strictObject({
		lead: text,
		linksLabel: text,
		homeLabel: text,
		servicesLabel: text,
		contactLabel: text,
	}),
})

/** The words of the site's own controls, which no single page owns. */
export const uiTextSchema = z.strictObject({
	skipToContent: text,
	/** Names read aloud: the site's menu, its button, the breadcrumb trail and the chat corner. */
	mainNav: text,
	openMenu: text,
	closeMenu: text,
	breadcrumb: text,
	chat: text,
	emailShort: text,
	chatLink: template('company'),
	socialLink: template('company', 'network'),
	portraitOf: template('name'),
})

/** The carousels' buttons and names, read aloud; only pages with a carousel load them. */
export const carouselTextSchema = z.strictObject({
	previous: text,
	next: text,
	/** `{carousel}` is the carousel's accessible name. */
	pause: template('carousel'),
	showSlide: template('slide'),
	showSlides: template('first', 'last'),
	/** A slide's name: its number and how many there are. */
	slideOf: template('slide', 'count'),
	/** One of several rows of logos, named after the carousel's own name. */
	row: template('carousel', 'row'),
})

/** The words every service page shares around its own copy. */
export const servicePageSchema = z.strictObject({
	/** `{services}` is the number of services in words. */
	notFound: z.strictObject({ title: text, lead: template('services') }),
	industriesTitle: text,
	/** `{service}` is the service's title. */
	whyChooseTitle: template('service'),
	sidebarLabel: text,
	callToAction: titleAndLead,
	enquiryLabel: text,
	relatedTitle: text,
	specificationTitle: text,
	capacityRangeLabel: text,
	processTitle: text,
	quoteBar: z.strictObject({ question: text, call: text }),
})

/** One label for each of `keys`, the names or values the code uses, and no other. */
const labelsFor = <Key extends string>(keys: readonly Key[]) =>
	z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>)

/** The quote request's words: its labels, its choices (by the values the form posts) and hints. */
export const quoteSchema = z.strictObject({
	form: z.strictObject({
		title: text,
		/** Under the heading when the form opens with a product chosen; `{product}` is its title. */
		forProduct: template('product'),
		lead: text,
		/** `water_report` names the report while no product is chosen; `reportLabels` once one is. */
		labels: labelsFor(QUOTE_FIELDS),
		/** The analysis report a buyer of each family has: of the water, or of the sewage or effluent. */
		reportLabels: labelsFor(familyIds),
		hints: z.strictObject({ site_location: text, water_report: text, phone_number: text }),
		chooseProduct: text,
		chooseOption: text,
		submit: text,
		/** The file field's hint when the page comes back after a post without JavaScript. */
		chooseFileAgain: text,
		/** The plant-sizing result the request carries, named above the submit button. */
		sizingAttached: text,
	}),
})

/**
 * The quote form's choices by the values it posts. Apart from the form's words: the plant-sizing pages
 * name the same units and sources, and load these without the rest of the form.
 */
export const quoteChoicesSchema = z.strictObject({
	capacityUnits: labelsFor(CAPACITY_UNITS),
	waterSources: labelsFor(QUOTE_WATER_SOURCES),
	timelines: labelsFor(QUOTE_TIMELINES),
})

/** The calls to action that open the quote form, on every product page, card and case study. */
export const quoteLinksSchema = z.strictObject({
	label: text,
	/** For a product: names it for screen readers; `{product}` is its title. */
	forProduct: template('product'),
	fromSizing: text,
	/** Beside the link on a page about no one product (contact). */
	priceQuestion: text,
})

/** The card that sends a buyer to the plant-sizing tools. */
export const sizingCalloutSchema = z.strictObject({
	title: text,
	servicePageTitle: text,
	lead: text,
})

/** What a visitor is told once an inquiry is stored, and the forms' own words. */
export const inquiriesSchema = z.strictObject({
	afterSending: z.strictObject({
		confirmationTitle: text,
		backLinks: z.strictObject({ label: text, home: text, services: text }),
		nextSteps: text,
		urgent: text,
		privacyNote: text,
		wayOut: text,
	}),
	form: z.strictObject({
		/** Field labels, by the field's name in the form. */
		labels: z.strictObject({
			name: text,
			email: text,
			phone_number: text,
			msg_subject: text,
			message: text,
			question: text,
		}),
		sendMessage: text,
		sendQuestion: text,
		sending: text,
		/** The title of the summary of the fields to fix (two or more); `{count}` counts them. */
		errorSummary: template('count'),
	}),
})

export const socialNetworks = ['facebook', 'instagram', 'linkedin'] as const

/** Every company fact, written once. */
export const companySchema = z.strictObject({
	name: text,
	shortName: text,
	tagline: text,
	/** The deployed site's origin, for canonical links, the sitemap and structured data. */
	origin: httpsUrl,
	founded: year,
	/** The phone number as visitors read it; the dialled number and the chat link follow from it. */
	phone: z.string().regex(/^\+[\d ]+$/, 'expected + and digits, e.g. +91 98765 43210'),
	email: z.email('expected an e-mail address'),
	address: z.strictObject({
		street: text,
		city: text,
		region: text,
		postalCode: text,
		country: text,
		countryCode: z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code'),
	}),
	geo: z.strictObject({
		latitude: z.number().min(-90).max(90),
		longitude: z.number().min(-180).max(180),
		zoom: z.number().int().min(1).max(19),
	}),
	social: z.array(
		z.strictObject({
			network: z.enum(socialNetworks),
			label: text,
			url: httpsUrl,
		}),
	),
	brochureUrl: httpsUrl,
	/** Where the content editor reads and saves the content, filled in once when the site is set up. */
	cms: z.strictObject({
		/** The GitHub repository, `owner/name`. */
		repository: z
			.string()
			.regex(/^[\w.-]+\/[\w.-]+$/, 'expected owner/name, as in github.com/owner/name'),
		/** The branch the host builds and publishes. */
		branch: text,
		/** The OAuth relay behind "Sign In with GitHub" (an instance of Sveltia CMS Authenticator). */
		authRelay: httpsUrl,
	}),
})

/** A data type as the site reads it: what a schema accepts, never changed after the build. */
export type Entry<Schema extends z.ZodType> = DeepReadonly<z.infer<Schema>>
type DeepReadonly<T> = T extends string | number | boolean
	? T
	: { readonly [Key in keyof T]: DeepReadonly<T[Key]> }

type ServiceEntry = Entry<typeof serviceSchema>
/** What every page's header and footer need of a service: its link, family and icon. */
export type ServiceLinkRecord = { readonly slug: string } & Pick<
	ServiceEntry,
	'title' | 'family' | 'icon'
>
/** The card text of a service: the services grid, carousels and its own page show it. */
export type ServiceCard = Pick<ServiceEntry, 'summary' | 'imageAlt'>
export type ServiceRecord = ServiceLinkRecord & ServiceCard
/** The detail-page copy of one service, loaded by its page alone. */
export type ServiceCopy = Omit<ServiceEntry, keyof ServiceRecord | 'order'>
export type NewsRecord = { readonly id: string; readonly isoDate: string } & WithPhoto<
	Entry<typeof newsSchema>
>
/** An entry as the site reads it: its photo converted, the uploaded file's path gone. */
export type WithPhoto<Record extends { readonly photo?: unknown }> = Omit<Record, 'photo'> & {
	readonly photo?: PhotoRecord
}

/**
 * Company facts and counts a page description may name: `{name}` (the company's legal name),
 * `{company}` (its short name), `{tagline}`, `{founded}`, `{street}`, `{city}`, `{services}` (the
 * number of services in words) and `{families}` (the number of service families).
 */
export const pageDescriptionPlaceholders = [
	'name',
	'company',
	'tagline',
	'founded',
	'street',
	'city',
	'services',
	'families',
] as const

const pageCopy = z.strictObject({
	title: text,
	/** Shown in search results and link previews. */
	description: template(...pageDescriptionPlaceholders),
})
const pageCopyWithIntro = pageCopy.extend({ intro: pageIntroSchema })

/**
 * Each page's title (browser tab, banner, breadcrumb), description and the heading of its main section
 * where it has one; where the pages live is code (page-paths.ts). Placeholder screens show their title
 * and a notice with the ways to reach the company.
 */
export const pagesSchema = z.strictObject({
	home: pageCopy,
	about: pageCopy,
	services: pageCopyWithIntro.extend({
		/** Accessible name of the services page's jump links to its families. */
		familiesLabel: text,
	}),
	ourWork: pageCopyWithIntro,
	team: pageCopy,
	founders: pageCopy,
	contact: pageCopy,
	quote: pageCopy,
	plantSizing: pageCopy,
	plantSizingWater: pageCopy,
	plantSizingFilling: pageCopy,
	/** Its heading is read by screen readers only: the banner already shows the page title. */
	blog: pageCopyWithIntro,
	thankYou: pageCopy,
	admin: pageCopy,
	errorPage: pageCopy,
	placeholderPages: labelsFor(
		Object.keys(placeholderPagePaths) as (keyof typeof placeholderPagePaths)[],
	),
	placeholderNotice: z.strictObject({ lead: text, call: text, email: text, message: text }),
})

/** Each service family's title, by its id; the families and their order are code (service-families.ts). */
export const serviceFamilyTitlesSchema = labelsFor(familyIds)

/** The main menu's labels, by the page each leads to, and the brochure link's. */
export const navigationSchema = z.strictObject({
	main: labelsFor(Object.keys(mainNavPages) as (keyof typeof mainNavPages)[]),
	brochure: text,
})

/** Every key of a type that is only a type in the rules, listed once and checked to be all of them. */
const everyKey = <Key extends string>(keys: Record<Key, true>) => Object.keys(keys) as Key[]

/**
 * A sentence written for a count of one and for any other count (`{count} cavity`, `{count}
 * cavities`); the build turns both into one function that picks the form by the placeholder `count`.
 */
const countedTemplate = (count: string, ...placeholders: readonly string[]) =>
	z
		.strictObject({ one: template(...placeholders), other: template(...placeholders) })
		.meta({ placeholders, count })

/**
 * The words of the plant-sizing pages; the rules and their numbers are code (app/lib/sizing/). The
 * units and the sources both the calculators and the quote form offer are the quote's own
 * (quote-choices.yaml), so a buyer handed from one to the other reads the same choice.
 */
export const plantSizingSchema = z.strictObject({
	overview: titleAndLead.extend({
		tools: z.strictObject({
			water: z.strictObject({ title: text, text, action: text }),
			filling: z.strictObject({ title: text, text, action: text }),
		}),
	}),
	shared: z.strictObject({
		formTitle: text,
		resultTitle: text,
		inputsTitle: text,
		assumptionsTitle: text,
		diagramTitle: text,
		warningsTitle: text,
		errorSummary: text,
		/** Above a form sent with required figures empty: `{fields}` names them. */
		missingSummary: template('fields'),
		/** The strip of a result's key figures above its table. */
		summaryTitle: text,
		copyLink: text,
		linkCopied: text,
		copyFailed: text,
		print: text,
		budgetaryNote: text,
	}),
	water: z.strictObject({
		source: text,
		tds: text,
		hardness: text,
		turbidity: text,
		iron: text,
		temperature: text,
		demand: text,
		unit: text,
		hours: text,
		...labelsFor(chemistryFields).shape,
		/** Below each optional analysis field: what an empty field stands for. */
		notKnownHints: labelsFor(chemistryFields),
		/** The printed input of an analysis figure left empty: `{value}` is the typical value used. */
		notKnown: template('value'),
		submit: text,
	}),
	/** The sources only the water calculator offers; the others are the quote form's. */
	seawaterSources: labelsFor(
		waterSources.filter((source) => !(QUOTE_WATER_SOURCES as readonly string[]).includes(source)),
	),
	waterResult: z.strictObject({
		recommendedPlant: text,
		permeateFlow: text,
		recovery: text,
		flux: text,
		elements: text,
		vessels: text,
		array: text,
		feedFlow: text,
		rejectFlow: text,
		feedPressure: text,
		permeateTds: text,
		pumpPower: text,
		/** The summary's count of elements and the vessels holding them. */
		elementsInVessels: text,
		specificEnergy: text,
		/** `{index}` is the stage's number, first stage 1. */
		stageFlux: template('index'),
		leadElementFlux: text,
		highestElementRecovery: text,
		limitingFactor: text,
		recirculation: text,
		energyRecovery: text,
		boron: text,
		pretreatment: text,
		softenerTitle: text,
		softenerLead: text,
		resinVolume: text,
		saltPerRegeneration: text,
	}),
	pretreatment: labelsFor(
		everyKey<PretreatmentStep>({
			clarifier: true,
			'iron-removal': true,
			multimedia: true,
			ultrafiltration: true,
			dechlorination: true,
			'acid-dosing': true,
			antiscalant: true,
			cartridge: true,
		}),
	),
	/** The membrane elements of a design: `{size}` is 8-inch or 4-inch, `{max}` the most a vessel may hold. */
	elementSize: template('type', 'name', 'size', 'perVessel', 'max'),
	/** The element families, as the membrane row names them. */
	elementTypes: labelsFor(everyKey<ElementFamily>({ brackish: true, seawater: true })),
	/** A stage's layout beside its flux. */
	stageLayout: countedTemplate('vessels', 'vessels', 'perVessel'),
	/** What set the recovery and the element type. */
	limitingFactors: labelsFor(
		everyKey<LimitingFactor>({
			'feed-salinity': true,
			'pressure-rating': true,
			'element-limits': true,
			'smallest-plant': true,
			'calcium-carbonate': true,
			gypsum: true,
			silica: true,
		}),
	),
	/** The acid-dosing step with the feed pH it brings the feed to. */
	acidDosing: template('ph'),
	/** The seawater energy recovery device, or why a plant has none. */
	energyRecovery: z.strictObject({
		isobaric: template('efficiency'),
		'too-small': template('flow', 'min'),
	}),
	/** What the water tool warns of, by the kind of warning the rules give. */
	waterWarnings: z.strictObject({
		/** `{source}` is the source's label, `{min}` and `{max}` its usual TDS. */
		'unlikely-tds': template('source', 'min', 'max'),
		'hardness-above-tds': text,
		'calcium-above-hardness': text,
		'few-hours': template('hours', 'times', 'usualHours'),
		'plant-larger-than-demand': template('litresPerHour'),
	}),
	/** The ranges the water tool's rules hold for, first among its assumptions. */
	waterValidity: template(
		'tdsMin',
		'tdsMax',
		'temperatureMin',
		'temperatureMax',
		'dailyMin',
		'dailyMax',
		'flowMax',
	),
	waterAssumptions: texts,
	filling: z.strictObject({
		product: text,
		container: text,
		output: text,
		unit: text,
		submit: text,
	}),
	products: labelsFor(products),
	containers: labelsFor(containers),
	fillingResult: z.strictObject({
		recommendedPlant: text,
		/** A 20-litre jar line is rated in jars, not bottles. */
		jarsPerHour: text,
		filler: text,
		/** The filler when two lines share the output: `{filler}` names it. */
		twoLines: template('filler'),
		ratedOutput: text,
		lineEfficiency: text,
		treatedWater: text,
		sizeWaterPlant: text,
		blowMoulder: text,
		noBlowMoulder: text,
		labeller: text,
		packing: text,
		equipment: text,
		rinseFillCap: text,
	}),
	productEquipment: labelsFor(
		everyKey<ProductEquipment>({
			'isobaric-filler': true,
			carbonator: true,
			chiller: true,
			'hot-fill': true,
		}),
	),
	fillingAssumptions: texts,
	/** Words inside the process diagrams. */
	diagram: z.strictObject({
		feed: text,
		permeate: text,
		reject: text,
		concentrate: text,
		pump: text,
		stage: countedTemplate('vessels', 'index', 'vessels'),
		moreVessels: template('count'),
		softener: text,
		treatedWater: text,
		returnedJars: text,
		cavities: countedTemplate('count', 'count'),
	}),
})

/** The Ask Question form on a service page; `{service}` is the service's title. */
export const askQuestionSchema = z.strictObject({ title: text, lead: template('service') })
