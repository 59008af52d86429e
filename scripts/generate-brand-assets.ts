// Runs before `react-router build`: rasterises the brand mark into the favicon, touch and manifest icons,
// and composes the 1200×630 Open Graph image from the logo and tagline, so none is exported by hand.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { brandAssets, GENERATED_ASSETS_PATH } from '#app/content/brand-assets.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { textPath } from './font-paths.ts'

const brandDirectory = new URL('../app/assets/brand/', import.meta.url)
const publicDirectory = new URL('../public/', import.meta.url)
const outFile = (path: string) => new URL(`.${path}`, publicDirectory)
const readBrand = (name: string) => readFileSync(new URL(name, brandDirectory), 'utf8')

const NAVY = brandAssets.themeColour
const NAVY_DEEP = '#061629'
const WATER = '#0ea5c6'
const WATER_LIGHT = '#a2e8f6'

function png(svg: string, width: number) {
	return new Resvg(svg, {
		fitTo: { mode: 'width', value: width },
		font: { loadSystemFonts: false },
	})
		.render()
		.asPng()
}

/** A logo file placed into another SVG at the given position and width, keeping its aspect. */
function nestedSvg(svg: string, x: number, y: number, width: number) {
	const [, , viewWidth = 1, viewHeight = 1] = (svg.match(/viewBox="([^"]+)"/)?.[1] ?? '')
		.split(/[\s,]+/)
		.map(Number)
	const height = (width * viewHeight) / viewWidth
	return svg.replace(/<svg\b([^>]*)>/, (_match, attributes: string) => {
		const kept = attributes.replace(/\s(width|height|x|y)="[^"]*"/g, '')
		return `<svg${kept} x="${x}" y="${y}" width="${width}" height="${height}">`
	})
}

function openGraphSvg() {
	const { width, height } = brandAssets.openGraphImage
	const tagline = textPath(siteConfig.tagline, {
		size: 58,
		weight: 800,
		maxWidth: 880,
		lineHeight: 70,
	})
	const detail = textPath(`${siteConfig.address.city}, India · since ${siteConfig.founded}`, {
		size: 28,
		weight: 600,
		maxWidth: 1000,
		lineHeight: 36,
	})
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
	<rect width="${width}" height="${height}" fill="${NAVY}"/>
	<circle cx="1080" cy="90" r="320" fill="${WATER}" opacity="0.16"/>
	<circle cx="120" cy="640" r="260" fill="${NAVY_DEEP}" opacity="0.7"/>
	<path d="M0 540c200-50 400-60 600-20s400 60 600 10v100H0Z" fill="${WATER}" opacity="0.35"/>
	<path d="M0 575c240-40 480-40 720-8s360 30 480 8v55H0Z" fill="${NAVY_DEEP}"/>
	${nestedSvg(readBrand('logo-white.svg'), 100, 86, 300)}
	<g transform="translate(100 230)" fill="#ffffff">${tagline.svg}</g>
	<g transform="translate(100 ${230 + tagline.height + 30})" fill="${WATER_LIGHT}">${detail.svg}</g>
</svg>`
}

const icons = [brandAssets.favicon, brandAssets.appleTouchIcon, ...brandAssets.manifestIcons]
mkdirSync(outFile(`${GENERATED_ASSETS_PATH}/`), { recursive: true })
const mark = readBrand('logo-mark.svg')
for (const icon of icons) writeFileSync(outFile(icon.path), png(mark, icon.size))
writeFileSync(
	outFile(brandAssets.openGraphImage.path),
	png(openGraphSvg(), brandAssets.openGraphImage.width),
)
writeFileSync(
	outFile(brandAssets.manifest),
	`${JSON.stringify(
		{
			name: siteConfig.name,
			short_name: siteConfig.shortName,
			description: siteConfig.tagline,
			start_url: '/',
			display: 'standalone',
			background_color: brandAssets.backgroundColour,
			theme_color: brandAssets.themeColour,
			icons: brandAssets.manifestIcons.map((icon) => ({
				src: icon.path,
				sizes: `${icon.size}x${icon.size}`,
				type: 'image/png',
			})),
		},
		null,
		'\t',
	)}\n`,
)
console.log(`brand assets: ${icons.length} icons, Open Graph image and web manifest`)
