import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { clientDirectory } from '../../server/build-directory.ts'

type Fields = readonly { label: string }[]
export type CmsConfig = {
	collections: readonly {
		name: string
		label: string
		fields?: Fields
		files?: readonly { name: string; label: string; fields: Fields }[]
	}[]
}

/** The content editor's configuration as the build derives it from the content schemas. */
export const builtCmsConfig = () =>
	parse(readFileSync(join(clientDirectory, 'cms/config.yml'), 'utf8')) as CmsConfig

/**
 * Makes the editor change views at once, as it does in a browser without view transitions (its code
 * checks for the API). With them, every change of view is a cross-fade of two full-screen snapshots,
 * which the test machine's Chromium draws in software: the walk through every form spent 31 of its
 * 69 processor-seconds there, against 1 without. The tests check the forms and the saved files, which
 * the animation does not touch.
 */
export const withoutViewTransitions = (page: Page) =>
	page.addInitScript(() => Reflect.deleteProperty(Document.prototype, 'startViewTransition'))
