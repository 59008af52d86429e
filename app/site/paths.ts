import { pages, placeholderPages } from '#app/content/pages.ts'
import { serviceDetailsPath, servicePath, services } from '#app/content/services.ts'

export const pagePaths = Object.values(pages).map((page) => page.path)
export const placeholderPaths = placeholderPages.map((page) => page.path)
export const servicePaths = services.map(servicePath)
export const serviceDetailsPaths = services.map(serviceDetailsPath)

/** Every URL that has a page of its own, each prerendered to its own HTML file. */
export const knownPaths: readonly string[] = [
	...pagePaths,
	...placeholderPaths,
	...servicePaths,
	...serviceDetailsPaths,
]

/** Every page the build writes as HTML: all but the inbox, whose every answer depends on the session. */
export const prerenderPaths = knownPaths.filter((path) => path !== pages.admin.path)

/**
 * Pages whose query is their whole state, the sizing calculators. The prerendered file is the page
 * without a query; where a server runs, a request with one is rendered with that query's result, so
 * it shows without JavaScript.
 */
export const queryRenderedPaths: readonly string[] = [
	pages.plantSizingWater.path,
	pages.plantSizingFilling.path,
	pages.plantSizingSewage.path,
]
