import navigation from '#content/site/navigation.json' with { type: 'json' }
import { footerContent } from './footer.ts'
import { pages } from './pages.ts'
import { findServiceLink, servicePath } from './service-links.ts'

type NavItem = {
	label: string
	path: string
	/** Extra path prefixes that mark the item active (Team on /founders, which shows the same page). */
	activePrefixes: readonly string[]
}

// The main menu: its pages in app/content/page-paths.ts, its labels and the brochure link's in
// content/site/navigation.yaml.
export const mainNav: readonly NavItem[] = navigation.mainNav
/** The company brochure, offered in the header bar and at the end of the mobile menu. */
export const brochureLink = navigation.brochureLink

export const isNavItemActive = (item: NavItem, pathname: string) =>
	item.path === pages.home.path
		? pathname === item.path
		: [item.path, ...item.activePrefixes].some((prefix) => pathname.startsWith(prefix))

// The services the footer lists, chosen in content/site/footer.yaml.
export const footerServiceLinks = footerContent.services.flatMap((slug) => {
	const service = findServiceLink(slug)
	return service ? [{ label: service.title, path: servicePath(service) }] : []
})

export const footerUsefulLinks = [
	pages.home,
	pages.about,
	pages.ourWork,
	pages.services,
	pages.contact,
].map((page) => ({
	label: mainNav.find((item) => item.path === page.path)?.label ?? page.title,
	path: page.path,
}))

export type Crumb = { label: string; path: string }

export const homeCrumb: Crumb = {
	label: mainNav[0]?.label ?? pages.home.title,
	path: pages.home.path,
}
export const servicesCrumb: Crumb = { label: pages.services.title, path: pages.services.path }
/** The trail above every service page. */
export const serviceParents: readonly Crumb[] = [homeCrumb, servicesCrumb]
