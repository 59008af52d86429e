import { data } from 'react-router'
import { NotFound } from '#app/components/sections/not-found.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.errorPage)

// The server answers an unknown address with status 404; the browser renders it without asking.
export const loader = () => data(null, { status: 404 })
export const clientLoader = () => null

export default function NotFoundRoute() {
	return <NotFound />
}
