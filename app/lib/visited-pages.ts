// The session remembers, under this key, each path's last scroll offset, restored when the visitor returns.
export const VISITED_PAGES_KEY = 'visitedPages'

/** Keeps the stored map small enough that it can never fill the session quota. */
export const MAX_VISITED_PAGES = 100

export type VisitedPages = Record<string, number>

/** Reads a stored map, dropping anything that is not a path with a finite, non-negative offset. */
export function parseVisitedPages(raw: string | null): VisitedPages {
	if (!raw) return {}
	let parsed: unknown
	try {
		parsed = JSON.parse(raw)
	} catch {
		return {}
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
	const pages: VisitedPages = {}
	for (const [path, offset] of Object.entries(parsed)) {
		if (
			path.startsWith('/') &&
			typeof offset === 'number' &&
			Number.isFinite(offset) &&
			offset >= 0
		) {
			pages[path] = Math.round(offset)
		}
	}
	return pages
}

/** Records `offset` for `path` as the most recent entry, evicting the oldest beyond the cap. */
export function withOffset(pages: VisitedPages, path: string, offset: number): VisitedPages {
	const { [path]: _previous, ...others } = pages
	const entries = [...Object.entries(others), [path, Math.max(0, Math.round(offset))] as const]
	return Object.fromEntries(entries.slice(-MAX_VISITED_PAGES))
}
