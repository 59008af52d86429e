import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { services } from '#app/content/services.ts'
import datasheetSizes from '#app/generated/datasheet-sizes.json' with { type: 'json' }
import { datasheetPath } from '#app/site/datasheet.ts'
import { clientDirectory } from '../server/build-directory.ts'
import { pdfInfo } from '../tests/support/pdf-text.ts'

const sizes: Readonly<Record<string, number>> = datasheetSizes

test('the build publishes a datasheet for every service at its stable address: a tagged A4 PDF titled with the service, under 500 KB, the size its page gives', () => {
	for (const service of services) {
		const pdf = readFileSync(join(clientDirectory, datasheetPath(service)))
		const info = pdfInfo(pdf)
		expect(info.Title, service.slug).toBe(service.title)
		expect(info.Tagged, service.slug).toBe('yes')
		expect(info['Page size'], service.slug).toContain('(A4)')
		expect(pdf.byteLength, service.slug).toBeLessThan(500 * 1024)
		expect(sizes[service.slug], service.slug).toBe(pdf.byteLength)
	}
})
