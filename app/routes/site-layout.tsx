import { Outlet } from 'react-router'
import { ChatButton } from '#app/components/layout/chat-button.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { uiText } from '#app/content/copy.ts'

export default function SiteLayout() {
	return (
		<div className="flex min-h-dvh flex-col">
			<a
				href="#main"
				className="sr-only z-50 rounded-pill bg-accent px-5 py-3 font-bold text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
			>
				{uiText.skipToContent}
			</a>
			<HydrationBoundaries>
				<SiteHeader />
			</HydrationBoundaries>
			<main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
				<Outlet />
			</main>
			<HydrationBoundaries>
				<SiteFooter />
			</HydrationBoundaries>
			<ChatButton />
		</div>
	)
}
