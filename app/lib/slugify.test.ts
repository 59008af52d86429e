import { expect, test } from 'vitest'
import { slugify } from './slugify.ts'

test('lowercases a title and turns each run of non-alphanumerics into one hyphen', () => {
	expect(slugify('Zero Liquid Discharge (ZLD) System')).toBe('zero-liquid-discharge-zld-system')
	expect(slugify('Industrial & Domestic Water Softener Plant')).toBe(
		'industrial-domestic-water-softener-plant',
	)
	expect(slugify('DM Plant & MB Plant')).toBe('dm-plant-mb-plant')
})

test('keeps the leading hyphen of a title that starts with a separator, as the legacy links did', () => {
	expect(slugify(' Plastic Moulding Industry Solutions')).toBe(
		'-plastic-moulding-industry-solutions',
	)
})
