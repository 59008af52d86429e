// Runs after `react-router build`: places the content editor at /cms/ in the build, its page from cms/,
// its configuration derived from the content schemas (scripts/cms-config.ts) and the Sveltia CMS
// bundle from its package, so the editor is served by this site (its own policy, no third-party
// script host) and changes only when the lockfile does.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Document } from 'yaml'
import { brandAssets } from '#app/content/brand-assets.ts'
import { servicePageContent } from '#app/content/service-page.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { cmsBackend } from '#app/site/cms-backend.ts'
import { RELEASE_STATUS_PATH } from '#app/site/release-status.ts'
import { cmsImportMap } from '#app/site/security-headers.ts'
import { clientDirectory } from '../server/build-directory.ts'
import { cmsConfig } from './cms-config.ts'

const source = new URL('../cms/', import.meta.url)
const target = join(clientDirectory, 'cms')
// The package exports only its module entry; the classic script is the file its docs load in a page.
const bundle = new URL('../node_modules/@sveltia/cms/dist/sveltia-cms.js', import.meta.url)

// cpSync creates the folders a copy lands in.
for (const file of ['previews.js', 'preview.css', 'release-status.js'])
	cpSync(new URL(file, source), join(target, file))
// The collections derived from the content schemas; where the editor signs in and saves, and the
// site's address, as the company wrote them once in its content.
const config = new Document(cmsConfig())
config.commentBefore =
	' Written by scripts/build-cms.ts from app/content/schemas.ts and cms/collections.ts: edit those.'
config.set('backend', cmsBackend)
config.set('site_url', siteConfig.origin)
// An optional field left empty is left out of the saved file: written as '' or null, the content
// build refuses it, and the editor offers no way to remove it.
config.set('output', { omit_empty_optional_fields: true })
writeFileSync(join(target, 'config.yml'), config.toString())
// The headings the previews show, from the same content as the service pages. A JSON block is data,
// not script, so the editor's policy (scripts from the site only) needs no exception for it.
const { specificationTitle, capacityRangeLabel, processTitle, industriesTitle, whyChooseTitle } =
	servicePageContent
const previewWords = JSON.stringify({
	specificationTitle,
	capacityRangeLabel,
	processTitle,
	industriesTitle,
	whyChooseTitle,
}).replaceAll('<', '\\u003c')
writeFileSync(
	join(target, 'index.html'),
	readFileSync(new URL('index.html', source), 'utf8')
		.replace(
			'</head>',
			// The site's icon, or the browser asks for a /favicon.ico the site does not have.
			`\t<link rel="icon" href="${brandAssets.favicon.path}" type="image/png" />\n\t\t<script type="importmap">${cmsImportMap}</script>\n\t\t<script type="application/json" id="preview-words">${previewWords}</script>\n\t</head>`,
		)
		// The release's state under the editor, asked for where the server gives it.
		.replace(
			'</body>',
			`\t<script src="/cms/release-status.js" data-status-url="${RELEASE_STATUS_PATH}"></script>\n\t</body>`,
		),
)
cpSync(bundle, join(target, 'sveltia-cms.js'))
// The editor loads React from beside its bundle once a custom preview template is registered.
cpSync(new URL('chunks/react-dom.js', bundle), join(target, 'chunks/react-dom.js'))
// …and Immutable.js, which the import map in its page sends here (cmsImportMap).
cpSync(
	new URL('../node_modules/immutable/dist/immutable.es.js', import.meta.url),
	join(target, 'immutable/dist/immutable.es.js'),
)
console.log('cms: /cms/ with Sveltia CMS')
