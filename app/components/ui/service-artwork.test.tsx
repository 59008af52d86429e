import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { ServiceCard } from '#app/components/sections/service-card.tsx'
import { uiText } from '#app/content/copy.ts'
import { serviceFamilies } from '#app/content/service-links.ts'
import { type Service, services } from '#app/content/services.ts'
import { fill } from '#app/lib/fill.ts'
import { artworkUrl } from './artwork.tsx'
import { serviceArtwork } from './service-artwork.ts'

test('a service with its own illustration shows it, described by its own text', () => {
	for (const service of services.filter(({ slug }) => artworkUrl('services', slug))) {
		expect(serviceArtwork(service)).toEqual({
			kind: 'services',
			name: service.slug,
			alt: service.imageAlt,
		})
	}
})

test("a new service without its own illustration shows its family's first on its card, read aloud as the family's picture, not as the other product", () => {
	const last = services.at(-1)
	if (!last) throw new Error('the content has no services')
	const familyFirst = services.find((service) => service.family === last.family)
	if (!familyFirst) throw new Error(`no service in the family ${last.family}`)
	// A service the content build accepted before its illustration was uploaded.
	const newService = {
		...last,
		slug: 'ss-drums',
		title: 'SS Drums',
		imageAlt: 'A stainless drum',
	} as unknown as Service
	const html = renderToStaticMarkup(
		<MemoryRouter>
			<ServiceCard service={newService} />
		</MemoryRouter>,
	)
	const img = html.match(/<img [^>]*>/)?.[0] ?? ''
	expect(img).toContain(`src="${artworkUrl('services', familyFirst.slug)}"`)
	const family = serviceFamilies.find(({ id }) => id === last.family)?.title ?? ''
	expect(img).toContain(`alt="${fill(uiText.familyIllustration, { family })}"`)
	expect(img).not.toContain(familyFirst.imageAlt)
})
