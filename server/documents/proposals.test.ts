import { expect, test } from 'vitest'
import { services } from '#app/content/services.ts'
import { datasheetPaper } from '#app/site/datasheet.ts'
import { copyOf } from '../../scripts/datasheets.ts'
import { pdfInfo } from '../../tests/support/pdf-text.ts'
import { proposalPdf } from './proposals.ts'

const [service] = services

test("a result's PDF is drawn once for its address on the day it is dated, and again the next day (Indian time)", async () => {
	let drawn = 0
	const paper = () => {
		drawn += 1
		return datasheetPaper(service, copyOf(service.slug), undefined)
	}
	const address = `/plant-sizing/water-treatment?demand=${Date.now()}`
	// 23:00 and 23:50 in Ahmedabad, then 00:40 the next morning.
	const first = await proposalPdf(address, new Date('2026-12-02T17:30:00Z'), paper)
	const again = await proposalPdf(address, new Date('2026-12-02T18:20:00Z'), paper)
	expect(drawn).toBe(1)
	expect(again).toBe(first)
	expect(pdfInfo(first).Title).toBe(service.title)
	await proposalPdf(address, new Date('2026-12-02T19:10:00Z'), paper)
	expect(drawn).toBe(2)
})
