import { useLocation } from 'react-router'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { homeCrumb } from '#app/content/navigation.ts'
import { findPlaceholderPage } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'
import type { Route } from './+types/placeholder'

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({ title: findPlaceholderPage(location.pathname)?.title ?? '', indexable: false })

/** Rings spreading on still water: the calm body under the name, so the screen reads as finished. */
function StillWater() {
	return (
		<div className="flex min-h-72 items-center justify-center px-4 pt-12 pb-24 sm:min-h-80">
			<svg
				viewBox="0 0 240 120"
				aria-hidden="true"
				focusable="false"
				className="w-60 fill-none stroke-water-200 sm:w-72"
			>
				<ellipse cx="120" cy="60" rx="24" ry="8" strokeWidth="3" className="stroke-water-400" />
				<ellipse cx="120" cy="60" rx="60" ry="20" strokeWidth="2" />
				<ellipse cx="120" cy="60" rx="104" ry="36" strokeWidth="1.5" className="opacity-60" />
			</svg>
		</div>
	)
}

// Placeholder screens show only their own name: the banner carries it, the body stays quiet.
export default function PlaceholderRoute() {
	const { pathname } = useLocation()
	const page = findPlaceholderPage(pathname)
	if (!page) return null
	return (
		<>
			<PageBanner title={page.title} path={page.path} parents={[homeCrumb]} />
			<StillWater />
		</>
	)
}
