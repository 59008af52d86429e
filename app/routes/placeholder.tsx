import { useLocation } from 'react-router'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { homeCrumb } from '#app/content/navigation.ts'
import { findPlaceholderPage } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'
import type { Route } from './+types/placeholder'

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({ title: findPlaceholderPage(location.pathname)?.title ?? '', indexable: false })

// spec §2: placeholder screens show only their own name.
export default function PlaceholderRoute() {
	const { pathname } = useLocation()
	const page = findPlaceholderPage(pathname)
	return page ? <PageBanner title={page.title} path={page.path} parents={[homeCrumb]} /> : null
}
