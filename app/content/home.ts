// Headings and eyebrows are written in sentence case ("Filling lines from 24 to 500 bottles per minute"):
// only the first word, proper names and abbreviations such as RO or BPM take capitals. The exceptions
// are the labels the original site fixed word for word (section names such as "Hot Selling Categories",
// service titles, the why-different and benefit points); keep those exactly as they are.
// app/content/heading-case.test.ts enforces this across the content modules.
import { capitalisedNumberInWords } from '#app/lib/number-words.ts'
import { type ServiceSlug, serviceLinks } from './service-links.ts'
import { siteConfig } from './site-config.ts'

export type HeroSlide = {
	id: string
	eyebrow: string
	title: string
	text: string
	imageAlt: string
}

// One slide is shown, two from 1024 px; the dots step through groups of three.
export const heroSlides = [
	{
		id: 'hero-ro',
		eyebrow: 'Reverse osmosis',
		title: 'RO plants built for consistent water quality',
		text: 'Stainless-steel RO systems from 250 to 100,000 litres per hour, designed from your water analysis and tested in our works before dispatch.',
		imageAlt:
			'Illustration of a stainless-steel reverse osmosis plant with membrane housings and a control panel',
	},
	{
		id: 'hero-beverage-filling',
		eyebrow: 'Beverage filling',
		title: 'Filling lines from 24 to 500 bottles per minute',
		text: 'Rinse-fill-cap monoblocks for water, soda and juice, with quick changeover parts and hygienic stainless-steel contact surfaces.',
		imageAlt: 'Illustration of a rotary bottle filling machine with PET bottles on a conveyor',
	},
	{
		id: 'hero-packaging',
		eyebrow: 'Packaging',
		title: 'Packaging plants that keep pace with the filler',
		text: 'Labelling, coding, shrink wrapping and conveying equipment matched to line speed, so bottles leave the filler and reach the pallet without bottlenecks.',
		imageAlt:
			'Illustration of a packaging line with a labeller, shrink wrapper and stacked bottle packs',
	},
	{
		id: 'hero-stp',
		eyebrow: 'Sewage treatment',
		title: 'Sewage treatment plants for reuse on site',
		text: 'Compact MBBR and SBR plants for housing societies, hotels and hospitals, producing water fit for flushing, gardening and cooling towers.',
		imageAlt:
			'Illustration of a compact sewage treatment plant with aeration tanks and a filter skid',
	},
	{
		id: 'hero-zld',
		eyebrow: 'Zero liquid discharge',
		title: 'ZLD systems that return water to the process',
		text: 'Ultrafiltration, high-recovery RO and evaporation combined to recover most of your effluent as process water and leave only solids for disposal.',
		imageAlt:
			'Illustration of a zero liquid discharge plant with membrane skids and an evaporator column',
	},
	{
		id: 'hero-turnkey',
		eyebrow: 'Turnkey projects',
		title: 'Complete bottling plants from 24 to 800 BPM',
		text: 'Water treatment, filling, packaging, utilities and layout delivered as one project, with a single team responsible from design to commissioning.',
		imageAlt:
			'Illustration of a complete bottling plant layout from water treatment to packed pallets',
	},
] as const satisfies readonly HeroSlide[]

export type Point = {
	id: string
	title: string
	text: string
}

export const whyDifferent = [
	{
		id: 'highly-reliable',
		title: 'Highly Reliable',
		text: 'Plants are sized with honest margins, built from SS 304 and SS 316L, and tested in our works, so they run steadily for years with routine maintenance.',
	},
	{
		id: 'cost-effective',
		title: 'Cost-effective',
		text: 'In-house design, fabrication and panel building remove middlemen, and we size equipment to your real demand rather than the largest model available.',
	},
	{
		id: 'better-efficiency',
		title: 'Better Efficiency',
		text: 'High-recovery membrane arrays, variable-speed pumps and PLC control reduce water wastage, chemical dosing and power consumption per litre treated or bottle filled.',
	},
	{
		id: 'fast-implementation',
		title: 'Fast Implementation',
		text: 'Standard skids, stocked components and factory acceptance tests before dispatch shorten site work, so most plants are commissioned within days of arrival.',
	},
] as const satisfies readonly Point[]

export const benefits = [
	{
		id: 'cutting-edge-technology',
		title: 'Cutting-Edge Technology',
		text: 'Ceramic and polymeric membranes, MBBR biology, evaporators and touchscreen PLC panels with remote monitoring are chosen to suit each water and each product.',
	},
	{
		id: 'customized-turnkey-projects',
		title: 'Customized Turnkey Projects',
		text: 'We take responsibility from water analysis and plant layout to civil coordination, installation, commissioning and operator training, with one point of contact throughout.',
	},
	{
		id: 'high-quality-standards',
		title: 'High-Quality Standards',
		text: 'An ISO 9001:2015 quality system, traceable stainless steel, hydro-tested vessels and inspected welds ensure every plant leaves our works ready for service.',
	},
	{
		id: 'energy-efficiency',
		title: 'Energy Efficiency',
		text: 'Energy-efficient motors, variable-frequency drives and optimised hydraulic design lower the power bill over the life of the plant without compromising output.',
	},
] as const satisfies readonly Point[]

export type HotCategory = {
	id: string
	service: ServiceSlug
	title: string
	summary: string
	imageAlt: string
}

export const hotCategories = [
	{
		id: 'hot-ro-plant',
		service: 'fully-auto-ss-deluxe-ro-plant',
		title: 'Fully Auto SS Deluxe RO Plant',
		summary:
			'Fully automatic stainless-steel RO plant with multimedia pretreatment, dosing and PLC control, delivering consistent treated water for industries, hospitals and bottling units.',
		imageAlt: 'Illustration of a fully automatic stainless-steel RO plant on a skid',
	},
	{
		id: 'hot-beverage-filling',
		service: 'beverage-filling-solutions',
		title: 'Beverage Filling Solutions',
		summary:
			'Rinse-fill-cap machines from 24 to 500 bottles per minute for drinking water, carbonated drinks and juices, built with hygienic stainless-steel contact parts.',
		imageAlt: 'Illustration of a rinse-fill-cap beverage filling machine',
	},
	{
		id: 'hot-packaging',
		service: 'packaging-industry-solutions',
		title: 'Packaging Industry Solutions',
		summary:
			'Labellers, batch coders, shrink wrappers and conveyors integrated with your filling line, so finished packs move to dispatch at the speed you fill.',
		imageAlt: 'Illustration of a shrink wrapping machine with bottle packs on a conveyor',
	},
	{
		id: 'hot-soda-juice',
		service: 'soda-juice-plants',
		title: 'Soda & Juice Plants',
		summary:
			'Syrup preparation, carbonation, pasteurisation and hot-fill equipment for soda and juice production, engineered for accurate dosing and consistent taste batch after batch.',
		imageAlt: 'Illustration of a soda and juice plant with mixing tanks and a carbonator',
	},
	{
		id: 'hot-ultra-filtration',
		service: 'ultra-filtration-systems',
		title: 'Ultra Filtration Systems',
		summary:
			'Hollow-fibre UF systems that remove suspended solids, bacteria and colloids, used as RO pretreatment, for drinking water and for tertiary treatment of sewage.',
		imageAlt: 'Illustration of an ultrafiltration skid with vertical hollow-fibre membrane modules',
	},
	{
		id: 'hot-zld',
		service: 'zero-liquid-discharge-zld-system',
		title: 'Zero Liquid Discharge (ZLD) System',
		summary:
			'Effluent treatment combining UF, high-recovery RO and evaporation to recover process water and eliminate liquid discharge from textile, chemical and pharmaceutical units.',
		imageAlt:
			'Illustration of a zero liquid discharge system with an evaporator and membrane skids',
	},
] as const satisfies readonly HotCategory[]

// Eyebrows and headings of the home sections, in page order.
export const homeSections = {
	/** The home carousels' card links read "Read More +", the company's label. */
	readMoreLabel: 'Read More +',
	partnersTitle: 'Built with components from trusted partners',
	hot: { eyebrow: 'Hot Selling Categories', title: 'The plants our clients order most' },
	customersEyebrow: 'Our clients',
	categories: {
		eyebrow: 'Our Categories',
		title: `${capitalisedNumberInWords(serviceLinks.length)} plants, one engineering team`,
	},
	benefits: { eyebrow: 'Benefits', title: `What every ${siteConfig.shortName} plant brings you` },
	sewageEyebrow: 'Sewage treatment',
	testimonialEyebrow: 'Testimonial',
	newsEyebrow: 'News',
	/** Accessible names of the home carousels. */
	carouselLabels: {
		hero: 'Featured plants',
		partners: 'Our partners',
		hot: 'Hot selling categories',
		categories: 'Our categories',
		testimonials: 'Client testimonials',
	},
} as const

export const homeIntro = {
	heroCta: 'Request a Quote',
	heroAboutLink: 'Discover More',
	aboutLink: 'Know Details',
	differentTitle: 'Why Are We Different',
	aboutEyebrow: 'What Do We Do',
	aboutTitle: 'One team from water analysis to commissioning',
	aboutText: [
		'Since 2004 Jalsetu has designed, manufactured and commissioned water-treatment plants, beverage filling lines, packaging plants and stainless-steel process equipment from its works in Ahmedabad.',
		'We handle every stage in house, from water analysis and process design to fabrication, panel building, testing and commissioning, and we stay with clients afterwards for spares, service and operator training.',
	],
	sewagePromo: {
		title: 'Reuse your sewage instead of paying to dispose of it',
		text: 'Our compact sewage treatment plants turn wastewater from housing societies, hotels and hospitals into water fit for flushing, gardening and cooling, cutting fresh-water demand and tanker costs.',
		cta: 'Explore Sewage Treatment',
	},
	customersTitle: 'Our Valuable Customers',
	customersViewAll: 'View All',
	testimonialTitle: 'What our clients say',
	newsTitle: 'Latest news and updates',
} as const
