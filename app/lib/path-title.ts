// The last path segment, capitalised, titles the banner and the path-based breadcrumb.
export const titleFromPath = (pathname: string) =>
	(pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/-/g, ' ').toUpperCase()
