import { sizingShared } from '#app/content/plant-sizing-words.ts'
import type { Parse, Parsed } from '#app/lib/sizing/sizing-params.ts'

/**
 * What a calculator's query gives, computed alike by a server and by the browser so both render the
 * same. Each calculator's result has a module of its own, so neither page carries the other's rules.
 */
export type SizingState<Input, Field extends string, Design> = {
	search: string
	parsed: Parsed<Input, Field>
	design?: Design
}

export const resultOf =
	<Input, Field extends string, Design>(
		parse: Parse<Input, Field>,
		size: (input: Input) => Design,
	) =>
	(params: URLSearchParams): SizingState<Input, Field, Design> => {
		const parsed = parse(params, sizingShared.refusals)
		return {
			search: params.toString(),
			parsed,
			design: parsed.state === 'valid' ? size(parsed.input) : undefined,
		}
	}

/**
 * `resultOf` for a calculator whose design rules load only when the query holds valid inputs, so its
 * page opens without them.
 */
export const lazyResultOf =
	<Input, Field extends string, Design>(
		parse: Parse<Input, Field>,
		loadSize: () => Promise<(input: Input) => Design>,
	) =>
	async (params: URLSearchParams): Promise<SizingState<Input, Field, Design>> => {
		const parsed = parse(params, sizingShared.refusals)
		const search = params.toString()
		if (parsed.state !== 'valid') return { search, parsed }
		const size = await loadSize()
		return { search, parsed, design: size(parsed.input) }
	}

/** The query of a loader's request, which holds a calculator's inputs. */
export const queryOf = (request: Request) => new URL(request.url).searchParams
