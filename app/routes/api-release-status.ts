import { readFileSync } from 'node:fs'
import {
	describeRelease,
	RELEASE_STATUS_FILE_VARIABLE,
	type ReleaseStatus,
} from '#app/site/release-status.ts'

// The state the release last wrote, with its words, for the content editor's page; null where no
// release has run here (a development server, a host that builds on its own).
export function loader() {
	const file = process.env[RELEASE_STATUS_FILE_VARIABLE]?.trim()
	let status: ReleaseStatus | undefined
	try {
		status = file ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseStatus) : undefined
	} catch {
		// Not written yet: the first release has not finished.
		status = undefined
	}
	return Response.json(status ? { ...status, ...describeRelease(status) } : null, {
		headers: { 'Cache-Control': 'no-store' },
	})
}
