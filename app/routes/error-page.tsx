import { NotFound } from '#app/components/sections/not-found.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.errorPage)

// spec §2: this page is shown without header and footer.
export default function ErrorPageRoute() {
	return (
		<main id="main" className="grid min-h-dvh place-items-center bg-ink-50">
			<NotFound />
		</main>
	)
}
