import { expect, test } from 'vitest'
import { fill, fillCounted } from './fill.ts'

test("a sentence's placeholders are filled with their values and the rest of its words are shown as written", () => {
	// biome-ignore lint/suspicious/noTemplateCurlyInString: an editor's text that looks like code must stay text
	const template = 'Say "{first}" `${ 1 + 1 }` \\ {unknown} {second}{first}'
	expect(fill(template, { first: 1, second: 'two' })).toBe(
		template.replaceAll('{first}', '1').replace('{second}', 'two'),
	)
})

test('a sentence with a form for one and for more is filled in the form its count asks for', () => {
	const forms = { one: 'Stage {index}: {count} vessel', other: 'Stage {index}: {count} vessels' }
	expect(fillCounted(forms, 1, { index: 2, count: 1 })).toBe(
		forms.one.replace('{index}', '2').replace('{count}', '1'),
	)
	expect(fillCounted(forms, 3, { index: 2, count: 3 })).toBe(
		forms.other.replace('{index}', '2').replace('{count}', '3'),
	)
})
