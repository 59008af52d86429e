import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { uiText } from '#app/content/copy.ts'
import { serviceFamilies } from '#app/content/service-links.ts'
import { type Service, services } from '#app/content/services.ts'
import { fill } from '#app/lib/fill.ts'
import { equipmentRenderFile } from '#app/lib/photo-slots.ts'
import { plantPicture } from './plant-picture.tsx'

const appDirectory = join(import.meta.dirname, '../..')

test('a plant with its own rendered picture shows it, described by its own text', () => {
	const rendered = services.filter(({ slug }) =>
		existsSync(join(appDirectory, equipmentRenderFile(slug))),
	)
	expect(rendered.length).toBeGreaterThan(0)
	for (const service of rendered) {
		const shown = plantPicture(service)
		expect(shown?.alt, service.slug).toBe(service.imageAlt)
		expect(shown?.picture, service.slug).not.toBe(
			plantPicture(services.find((other) => other.slug !== service.slug) ?? service)?.picture,
		)
	}
})

test("a new plant without its own picture shows its family's first, read aloud as the family's picture, not as the other product", () => {
	const last = services.at(-1)
	if (!last) throw new Error('the content has no services')
	const familyFirst = services.find((service) => service.family === last.family)
	if (!familyFirst) throw new Error(`no service in the family ${last.family}`)
	// A service the content build accepted before its photo was uploaded or its model rendered.
	const newService = {
		...last,
		slug: 'ss-drums',
		title: 'SS Drums',
		imageAlt: 'A stainless drum',
	} as unknown as Service
	const shown = plantPicture(newService)
	expect(shown?.picture).toBeDefined()
	expect(shown?.picture).toBe(plantPicture(familyFirst)?.picture)
	const family = serviceFamilies.find(({ id }) => id === last.family)?.title ?? ''
	expect(shown?.alt).toBe(fill(uiText.familyPicture, { family }))
})
