// The content editor's collections: how each folder or file under content/ is listed, named, sorted
// and created. Their fields come from the schemas (scripts/cms-config.ts), so no field is named here;
// the content build names an entry by its collection's label_singular or its file's label.
import type { contentSchemas } from '../scripts/content.ts'

/** A folder or file under content/, by its path without content/ and the extension. */
type ContentPath = keyof typeof contentSchemas

/** The editor's settings outside its collections. */
export const cmsSettings = {
	// Uploads land beside the artwork the site is built from. A news item's illustration is the SVG
	// named like its entry's file; the build refuses SVG that could run script. Photos (a service's,
	// a news item's) go to the photo folder their field names.
	media_folder: 'app/assets/art',
	public_folder: '/app/assets/art',
	slug: { encoding: 'ascii', clean_accents: true },
}

/** The files of a file collection, by their paths, each with its label; a file's name is its own. */
const files = (labels: Partial<Record<ContentPath, string>>) =>
	Object.entries(labels).map(([file, label]) => ({
		name: file.split('/').at(-1) ?? file,
		label: label ?? file,
		file: file as ContentPath,
	}))

/** A collection of one file, labelled as its file. */
const single = (name: string, label: string, file: ContentPath) => ({
	name,
	label,
	files: files({ [file]: label }),
})

/**
 * A folder collection holds one entry a file, which editors may add to; its `identifier_field` names
 * an entry in the list and in the build's messages. A file collection edits each file as one form.
 */
export const cmsCollections = [
	{
		name: 'services',
		label: 'Services',
		label_singular: 'Service',
		folder: 'services',
		create: true,
		identifier_field: 'title',
		// The file name is the service's address, so it follows the title it is created with.
		slug: '{{slug}}',
		sortable_fields: ['order', 'title'],
		summary: '{{order}}. {{title}}',
	},
	{
		name: 'news',
		label: 'News',
		label_singular: 'News item',
		folder: 'news',
		media_folder: '/app/assets/art/news',
		public_folder: '/app/assets/art/news',
		create: true,
		identifier_field: 'title',
		slug: 'news-{{year}}{{month}}{{day}}',
		sortable_fields: ['date', 'title'],
	},
	single('testimonials', 'Testimonials', 'testimonials/testimonials'),
	{
		name: 'team',
		label: 'Team',
		files: files({ 'team/founder': 'Founder' }),
	},
	single('case-studies', 'Case studies', 'case-studies/case-studies'),
	{
		name: 'logos',
		label: 'Client and partner logos',
		files: files({
			'logos/clients': 'Clients',
			'logos/partners': 'Partners',
		}),
	},
	single('counters', 'Counters', 'counters/counters'),
	single('company', 'Company data', 'company/company'),
	single('about', 'About page', 'about/about'),
	single('home', 'Home page', 'home/home'),
	{
		name: 'site',
		label: 'Site text',
		description:
			"Words the site's own screens, forms and controls share. A word in braces, such as {company}, is filled in where the text is shown: keep it as it is.",
		files: files({
			'site/footer': 'Footer',
			'site/contact': 'Contact page',
			'site/status-screens': 'Offline, error and not-found screens',
			'site/ui-text': 'Buttons and links',
			'site/carousel': 'Carousel buttons (read aloud)',
			'site/service-page': 'Service page',
			'site/sizing-callout': 'Plant-sizing card',
			'site/inquiries': 'Forms and confirmation',
			'site/quote': 'Quote form',
			'site/quote-choices': 'Quote form choices',
			'site/quote-links': 'Quote buttons',
		}),
	},
	{
		name: 'pages',
		label: 'Pages, menus and tools',
		description:
			"Each page's title and search-result description, and the words of the menus. In a description, {name} is the company's legal name, {company} its short name, {tagline}, {founded}, {street} and {city} its facts, {services} the number of services in words and {families} the number of families: keep them as they are. Where the pages live is fixed by the site's code.",
		files: files({
			'site/pages': 'Page titles and descriptions',
			'site/navigation': 'Main menu',
			'site/service-families': 'Service family titles',
			'site/plant-sizing': 'Plant sizing tools',
			'site/ask-question': 'Ask Question form (service pages)',
		}),
	},
] as const
