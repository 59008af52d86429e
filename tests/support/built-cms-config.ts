import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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
