import { expect, test } from 'vitest'
import { fill, fillCounted, type Template } from './fill.ts'

test("a sentence's placeholders are filled with their values and the rest of its words are shown as written", () => {
	// biome-ignore lint/suspicious/noTemplateCurlyInString: an editor's text that looks like code must stay text
	const template = 'Say "{first}" `${ 1 + 1 }` \\ {second}{first}' as Template<'first' | 'second'>
	expect(fill(template, { first: 1, second: 'two' })).toBe(
		template.replaceAll('{first}', '1').replace('{second}', 'two'),
	)
})

test('a placeholder the page gives no value for is an error, never shown as written', () => {
	const template = 'Slide {slide} of {count}' as Template<'slide' | 'count'>
	expect(() => fill(template, { slide: 1 } as Record<'slide' | 'count', number>)).toThrow('{count}')
})

test('a sentence with a form for one and for more is filled in the form its count asks for', () => {
	const forms = {
		one: 'Stage {index}: {count} vessel' as Template<'index' | 'count'>,
		other: 'Stage {index}: {count} vessels' as Template<'index' | 'count'>,
	}
	expect(fillCounted(forms, 1, { index: 2, count: 1 })).toBe(
		forms.one.replace('{index}', '2').replace('{count}', '1'),
	)
	expect(fillCounted(forms, 3, { index: 2, count: 3 })).toBe(
		forms.other.replace('{index}', '2').replace('{count}', '3'),
	)
})
