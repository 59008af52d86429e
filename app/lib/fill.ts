// Sentences in content/ name the values they show as {placeholders}; a page fills them where it shows
// the sentence, so the words stay the editor's data.

/** `template` with each `{name}` replaced by `values[name]`; an unknown name is left as written. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
	template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
		name in values ? String(values[name]) : placeholder,
	)

/** A sentence written in two forms, for one and for more, filled for `count`. */
export const fillCounted = (
	forms: { readonly one: string; readonly other: string },
	count: number,
	values: Readonly<Record<string, string | number>>,
) => fill(count === 1 ? forms.one : forms.other, values)
