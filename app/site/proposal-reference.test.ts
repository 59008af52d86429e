import { expect, test } from 'vitest'
import { proposalWords } from '#app/content/plant-sizing-words.ts'
import { companyDay, proposalReference, sentReference } from './proposal-reference.ts'

const address = '/plant-sizing/water-treatment?source=borewell&demand=100&unit=m3d&hours=20'

test('a reference is the prefix, the day in India and four hexadecimal digits of the address', () => {
	expect(proposalReference(address, new Date('2026-12-02T09:00:00Z'))).toMatch(
		new RegExp(`^${proposalWords.referencePrefix}-20261202-[0-9A-F]{4}$`),
	)
})

test("a design made late in a UTC evening is dated the next day, the company's day in India", () => {
	// 20:00 UTC is 01:30 the next morning in Ahmedabad (UTC+5:30).
	expect(companyDay(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02')
	expect(companyDay(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-01')
})

test('the same figures give the same hash on any day, and other figures another', () => {
	const hash = (text: string, at: string) => proposalReference(text, new Date(at)).split('-').at(-1)
	expect(hash(address, '2026-12-02T09:00:00Z')).toBe(hash(address, '2027-03-15T09:00:00Z'))
	const others = ['200', '300', '400', '500'].map((demand) =>
		hash(address.replace('demand=100', `demand=${demand}`), '2026-12-02T09:00:00Z'),
	)
	expect(new Set([hash(address, '2026-12-02T09:00:00Z'), ...others]).size).toBe(5)
})

test("a quote sent just after midnight in India keeps the reference its form showed the day before; an older or another result's reference gives way to the day's", () => {
	// 18:29 UTC is 23:59 in Ahmedabad; 18:31 is 00:01 the next day there.
	const shownAt = new Date('2026-12-02T18:29:00Z')
	const sentAt = new Date('2026-12-02T18:31:00Z')
	const shown = proposalReference(address, shownAt)
	expect(shown).not.toBe(proposalReference(address, sentAt))
	expect(sentReference(address, shown, sentAt)).toBe(shown)

	const today = proposalReference(address, sentAt)
	const twoDaysEarlier = proposalReference(address, new Date('2026-11-30T18:29:00Z'))
	const otherResult = proposalReference(address.replace('demand=100', 'demand=200'), shownAt)
	for (const stale of [twoDaysEarlier, otherResult, 'JS-20261202-0000', undefined])
		expect(sentReference(address, stale, sentAt)).toBe(today)
})
