import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { artworkUrl } from '#app/components/ui/artwork.tsx'
import { news } from '#app/content/copy.ts'
import { homeSections } from '#app/content/home.ts'
import type { NewsItem } from '#app/content/schemas.ts'
import { NewsCard } from './news-card.tsx'

const items: readonly NewsItem[] = news
/** The card's picture's `src` and `alt`, as the browser reads them (React escapes quotes). */
function pictureOf(html: string) {
	const image = html.match(/<img [^>]*>/)?.[0] ?? ''
	const attribute = (name: string) =>
		image
			.match(new RegExp(` ${name}="([^"]*)"`))?.[1]
			?.replaceAll('&#x27;', "'")
			.replaceAll('&quot;', '"')
			.replaceAll('&amp;', '&')
	return { src: attribute('src'), alt: attribute('alt') }
}

test("a news item without its own illustration shows the site's news illustration, read aloud as what that shows", () => {
	const [item] = items
	if (!item) throw new Error('the content has no news')
	// An item the content build accepted before its illustration was uploaded.
	const html = renderToStaticMarkup(
		<NewsCard item={{ ...item, id: 'news-20261202', photo: undefined }} />,
	)
	const picture = pictureOf(html)
	expect(picture.src).toBeTruthy()
	expect(picture.src).not.toBe(artworkUrl('news', item.id))
	expect(picture.alt).toBe(homeSections.newsIllustrationAlt)
})

test('a news item with its own illustration shows it, described by its own text', () => {
	for (const item of items.filter(({ id, photo }) => !photo && artworkUrl('news', id))) {
		expect(pictureOf(renderToStaticMarkup(<NewsCard item={item} />))).toEqual({
			src: artworkUrl('news', item.id),
			alt: item.imageAlt,
		})
	}
})
