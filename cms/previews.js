// The editor's preview of a service page and a news item: the entry's fields laid out as the page
// shows them, under the headings the site uses (written into index.html by scripts/build-cms.ts from
// content/site/service-page.yaml, so they are never typed twice). Drawn with the `h` the CMS provides.
const { CMS, h } = window
const words = JSON.parse(document.getElementById('preview-words')?.textContent ?? '{}')

/** A field's value as plain data: the CMS hands lists and objects over as immutable maps. */
const field = (entry, name) => {
	const value = entry.getIn(['data', name])
	return value && typeof value.toJS === 'function' ? value.toJS() : value
}
const items = (entry, name) => field(entry, name) ?? []

const section = (title, ...children) => h('section', {}, h('h2', {}, title), ...children)

function ServicePreview({ entry }) {
	const title = field(entry, 'title') ?? ''
	const rows = [
		{ label: words.capacityRangeLabel, value: field(entry, 'capacity') },
		...items(entry, 'specification'),
	]
	return h(
		'article',
		{ className: 'service' },
		h('h1', {}, title),
		h('p', { className: 'lead' }, field(entry, 'summary')),
		...items(entry, 'description').map((part) =>
			section(part.heading, ...(part.paragraphs ?? []).map((paragraph) => h('p', {}, paragraph))),
		),
		section(
			words.specificationTitle,
			h(
				'table',
				{},
				h(
					'tbody',
					{},
					...rows.map((row) =>
						h('tr', {}, h('th', { scope: 'row' }, row.label), h('td', {}, row.value)),
					),
				),
			),
		),
		section(
			words.processTitle,
			h('ol', {}, ...items(entry, 'process').map((step) => h('li', {}, step))),
		),
		section(
			(words.whyChooseTitle ?? '').replace('{service}', title),
			h(
				'ul',
				{ className: 'checks' },
				...items(entry, 'whyChoose').map((point) => h('li', {}, point)),
			),
		),
		section(
			words.industriesTitle,
			h('ul', {}, ...items(entry, 'industries').map((industry) => h('li', {}, industry))),
		),
	)
}

function NewsPreview({ entry }) {
	const date = field(entry, 'date')
	return h(
		'article',
		{ className: 'news' },
		h('time', { dateTime: date }, date),
		h('h1', {}, field(entry, 'title')),
		h('p', { className: 'lead' }, field(entry, 'excerpt')),
	)
}

CMS.registerPreviewStyle('/cms/preview.css')
CMS.registerPreviewTemplate('services', ServicePreview)
CMS.registerPreviewTemplate('news', NewsPreview)
