import { existsSync } from 'node:fs'
import { join } from 'node:path'

// Artwork is found by the id of its record, so a record without its file would render without an
// image. The build checks every file the records kept in code ask for and stops when one is missing;
// scripts/content.ts checks the artwork of the records in content/.

/** Every file the content records ask for, relative to app/. */
export const requiredFiles: readonly string[] = [
	'assets/art/hero/robot.svg',
	'assets/art/people/founder.svg',
]

export const missingRequiredFiles = (appDirectory: string) =>
	requiredFiles.filter((file) => !existsSync(join(appDirectory, file)))
