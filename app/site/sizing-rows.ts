import type { LabelledFigure } from '#app/lib/inbox-protocol.ts'

// A result's figures as text, labelled as the page shows them: the page renders these rows, and an
// inquiry that carries a result's address shows the same figures to staff in the inbox, the e-mail
// and the CSV. Each calculator's rows are in a module of their own.

export type ListItem = { text: string; href?: string }

export type SizingRow = LabelledFigure & {
	href?: string
	/** A value that is a list; `value` holds the same items joined. */
	list?: { ordered: boolean; items: readonly ListItem[] }
	/** A next step from this figure, shown after it on screen only. */
	action?: { text: string; href: string }
}

export type SizingReportRows = {
	/** The four figures a reader looks for first, shown above the table as well as in it. */
	summary: readonly LabelledFigure[]
	results: readonly SizingRow[]
	/** The softener offered beside the RO design, when hardness is the feed's only problem. */
	softener?: readonly SizingRow[]
	/** The inputs, printed with the result (the form shows them on screen). */
	inputs: readonly LabelledFigure[]
}

/** A row only where the design has the figure: no value, no row. */
export const rowIf = (label: string, value: string | false | undefined): SizingRow[] =>
	value ? [{ label, value }] : []

/** A row whose value is a list, only where the list has items. */
export const listRowIf = (
	label: string,
	items: readonly ListItem[],
	ordered: boolean,
): SizingRow[] =>
	items.length > 0
		? [{ label, value: items.map((item) => item.text).join(', '), list: { ordered, items } }]
		: []
