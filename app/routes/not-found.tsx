import { NotFound } from '#app/components/sections/not-found.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.errorPage)

export default function NotFoundRoute() {
	return <NotFound />
}
