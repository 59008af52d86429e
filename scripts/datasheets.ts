// Writes every service's datasheet in one edition's language, public/datasheets/<slug>.pdf (Hindi's
// under public/hi/), from the content modules its page reads, that language's through the import hook:
// `SITE_LOCALE=hi node --import ./scripts/edition-imports.ts scripts/datasheets.ts`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { editionPath, locale } from '#app/content/edition.ts'
import { localeFolder } from '#app/content/locales.ts'
import type { ServiceCopy } from '#app/content/service-copy.ts'
import { type Service, services } from '#app/content/services.ts'
import { equipmentRenderFile } from '#app/lib/photo-slots.ts'
import { datasheetPaper } from '#app/site/datasheet.ts'
import { DATASHEETS } from '#app/site/datasheet-address.ts'
import type { Paper } from '#app/site/paper.ts'
import { servicePicture } from '#app/site/service-picture.ts'
import { paperPdf, unprintableCharacters, wordsOf } from '#server/documents/paper-pdf.ts'
import { ContentError } from './content.ts'

const appDirectory = join(import.meta.dirname, '../app')
const datasheetDirectory = join(import.meta.dirname, '../public', editionPath(DATASHEETS))

/** The plant's picture beside the summary and key figures: about a third of the sheet's width. */
const PICTURE_WIDTH = 190
/** 190 pt at 300 dots an inch, on white, as the sheet is printed. */
const PICTURE_PIXELS = { width: 792, height: 594 }

/** The plant's own picture file: its uploaded photo, else its rendered model. */
function pictureFile(service: Service | undefined) {
	if (!service) return undefined
	const file = service.photo
		? join(appDirectory, '..', service.photo.image)
		: join(appDirectory, equipmentRenderFile(service.slug))
	return existsSync(file) ? file : undefined
}

/** The plant's picture as the sheet prints it: cropped to 4:3 as on its page, on white, as JPEG. */
const printedPicture = (file: string) =>
	sharp(file)
		.resize({ ...PICTURE_PIXELS, fit: 'cover' })
		.flatten({ background: '#ffffff' })
		.jpeg({ quality: 82, mozjpeg: true })
		.toBuffer()
/** A service's detail copy in this edition's language, as the content build wrote it. */
export const copyOf = (slug: string): ServiceCopy =>
	JSON.parse(
		readFileSync(
			join(appDirectory, `generated/content/${localeFolder(locale)}service-copy/${slug}.json`),
			'utf8',
		),
	)

/** Each service whose datasheet would hold a character its typeface cannot print (an empty box). */
export const datasheetProblems = (papers: readonly { slug: string; paper: Paper }[]) =>
	papers.flatMap(({ slug, paper }) => {
		const characters = unprintableCharacters(wordsOf(paper))
		return characters.length === 0
			? []
			: [
					`content/${localeFolder(locale)}services/${slug}.yaml: its datasheet cannot print ${characters.map((c) => `"${c}"`).join(', ')}, which the documents' typeface lacks; write it another way.`,
				]
	})

/**
 * Writes the datasheets, or throws a ContentError naming each service whose text
 * holds a character the documents' typeface cannot print (it would come out as an empty box).
 */
export async function writeDatasheets(): Promise<number> {
	const papers = await Promise.all(
		services.map(async (service) => {
			const bySlug = (slug: string) => services.find((other) => other.slug === slug)
			const picture = servicePicture(service, (slug) => Boolean(pictureFile(bySlug(slug))))
			const file = picture && pictureFile(bySlug(picture.slug))
			const figure =
				picture && file
					? {
							image: await printedPicture(file),
							aspect: PICTURE_PIXELS.width / PICTURE_PIXELS.height,
							alt: picture.alt,
							width: PICTURE_WIDTH,
						}
					: undefined
			return { slug: service.slug, paper: datasheetPaper(service, copyOf(service.slug), figure) }
		}),
	)
	const problems = datasheetProblems(papers)
	if (problems.length > 0) throw new ContentError(problems)
	rmSync(datasheetDirectory, { recursive: true, force: true })
	mkdirSync(datasheetDirectory, { recursive: true })
	for (const { slug, paper } of papers)
		writeFileSync(join(datasheetDirectory, `${slug}.pdf`), await paperPdf(paper))
	return papers.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	try {
		const count = await writeDatasheets()
		console.log(`content: ${count} datasheets in public${editionPath(DATASHEETS)}/`)
	} catch (error) {
		if (!(error instanceof ContentError)) throw error
		console.error(error.message)
		process.exitCode = 1
	}
}
