import { ChatButton } from '#app/components/layout/chat-button.tsx'
import { NotFound } from '#app/components/sections/not-found.tsx'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/errorPage.json' with { type: 'json' }

export const meta = () => pageMeta(page)

// This page is shown without header and footer, as the original site's error page was.
export default function ErrorPageRoute() {
	return (
		<>
			<main id="main" className="grid min-h-dvh place-items-center bg-surface-muted">
				<NotFound />
			</main>
			<ChatButton />
		</>
	)
}
