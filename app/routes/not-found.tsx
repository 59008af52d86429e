import { data } from 'react-router'
import { NotFound } from '#app/components/sections/not-found.tsx'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/errorPage.json' with { type: 'json' }

export const meta = () => pageMeta(page)

// The server answers an unknown address with status 404; the browser renders it without asking.
export const loader = () => data(null, { status: 404 })
export const clientLoader = () => null

export default function NotFoundRoute() {
	return <NotFound />
}
