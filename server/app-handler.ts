// React Router's own request handler over the server build: it answers what cannot be a prerendered
// file (form actions, the inbox, the inquiry endpoint). The static layer asks `handles` first, so a
// page request never renders at run time what the build already wrote.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server'
import {
	createRequestHandler,
	type DataRouteObject,
	matchRoutes,
	type RouterContextProvider,
	type ServerBuild,
} from 'react-router'

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

function routeTree(routes: ServerBuild['routes'], parentId?: string): DataRouteObject[] {
	return Object.values(routes)
		.filter((route): route is BuildRoute => route?.parentId === parentId)
		.map((route) => ({
			id: route.id,
			path: route.path,
			index: route.index,
			caseSensitive: route.caseSensitive,
			handle: route.module,
			...(route.index ? {} : { children: routeTree(routes, route.id) }),
		})) as DataRouteObject[]
}

/** The app of the build in `buildDirectory`, or undefined for a build made without a server. */
export async function loadAppHandler(
	buildDirectory: string,
	options: {
		getLoadContext?: (request: Request, client: ClientAddress) => RouterContextProvider
		// Behind our TLS proxy, the URL the visitor used (X-Forwarded-Proto and -Host), so React
		// Router's check that an action's Origin is the request's own passes for the site's pages.
		trustProxy?: boolean
	} = {},
) {
	const file = join(buildDirectory, 'server', 'index.js')
	if (!existsSync(file)) return undefined
	const build = (await import(pathToFileURL(file).href)) as ServerBuild
	const routes = routeTree(build.routes)
	const handleRequest = createRequestHandler(build, 'production')
	return {
		/**
		 * Whether the route this request matches has a loader (GET, HEAD) or an action (other methods).
		 * OPTIONS, a browser's CORS preflight before a post, goes to a resource route that takes posts:
		 * React Router hands it to that route's loader.
		 */
		handles(method: string, pathname: string) {
			// A client navigation or fetcher asks for a route's data at `<path>.data` (`/_.data` for `/`).
			const routePath = pathname === '/_.data' ? '/' : pathname.replace(/\.data$/, '')
			const deepest = matchRoutes(routes, routePath)?.at(-1)?.route
			const module = deepest?.handle as BuildRoute['module'] | undefined
			if (method === 'OPTIONS') return Boolean(module?.action && module.loader && !module.default)
			return Boolean(method === 'GET' || method === 'HEAD' ? module?.loader : module?.action)
		},
		listener: createRequestListener(
			async (request: Request, client: ClientAddress) =>
				handleRequest(request, options.getLoadContext?.(request, client)),
			{ trustProxy: options.trustProxy ?? false },
		),
	}
}

export type AppHandler = NonNullable<Awaited<ReturnType<typeof loadAppHandler>>>
