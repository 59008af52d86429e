import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

// BUILD_DIR lets a second build (for instance one pointing the editor at a stand-in for GitHub) sit
// beside the default.
export const buildDirectory = resolve(projectRoot, process.env.BUILD_DIR ?? 'build')

/** What the browser gets: the prerendered pages and the hashed assets. */
export const clientDirectory = resolve(buildDirectory, 'client')
