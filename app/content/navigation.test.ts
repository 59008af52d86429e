import { expect, test } from 'vitest'
import { isNavItemActive, mainNav } from './navigation.ts'
import { pages } from './pages.ts'

const activeItems = (pathname: string) =>
	mainNav.filter((item) => isNavItemActive(item, pathname)).map((item) => item.path)

test.each([
	['/', [pages.home.path]],
	['/about', [pages.about.path]],
	['/services', [pages.services.path]],
	['/services/ss-vessels', [pages.services.path]],
	['/service-details/ss-vessels', [pages.services.path]],
	['/our-work', [pages.ourWork.path]],
	['/team', [pages.team.path]],
	['/founders', [pages.team.path]],
	['/contact', [pages.contact.path]],
	['/blog', []],
	['/no-such-page', []],
])('on %s the navigation item leading to %j is active', (pathname, paths) => {
	expect(activeItems(pathname)).toEqual(paths)
})
