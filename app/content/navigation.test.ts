import { expect, test } from 'vitest'
import { isNavItemActive, mainNav } from './navigation.ts'

const activeLabels = (pathname: string) =>
	mainNav.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label)

test.each([
	['/', ['Home']],
	['/about', ['About']],
	['/services', ['Services']],
	['/services/ss-vessels', ['Services']],
	['/service-details/ss-vessels', ['Services']],
	['/our-work', ['Our Work']],
	['/team', ['Team']],
	['/founders', ['Team']],
	['/contact', ['Contact']],
	['/blog', []],
	['/no-such-page', []],
])('on %s the active navigation item is %j', (pathname, labels) => {
	expect(activeLabels(pathname)).toEqual(labels)
})
