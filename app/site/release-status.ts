// What the editors learn of the release that publishes their saves (deploy/release.sh): the server
// reads the state the release wrote and the content editor shows it; the release e-mails the same
// words. A save the site's check refuses is then seen where it was made, not only in the server's log.

/** Where the editor's page asks for the state; a runtime answer, never prerendered. */
export const RELEASE_STATUS_PATH = '/cms/release-status'
/** The setting that names the file the release writes its state to (unset: no state is shown). */
export const RELEASE_STATUS_FILE_VARIABLE = 'RELEASE_STATUS_FILE'

export type ReleaseStatus = {
	/** Every save published; published but for the files whose saves wait; or nothing published. */
	state: 'published' | 'held-back' | 'failed'
	/** When the release ran, as an ISO date. */
	at: string
	/** The commit the site shows. */
	live: string
	/** The newest commit saved. */
	newest: string
	/** The content check's lines: the file, the entry, the field and what is wrong. */
	problems: string[]
	/** The content files whose newest save waits while the rest is published. */
	heldBack: string[]
}

/** The content check's problems in a build's output: each line that starts with a content file. */
export const problemLines = (output: string) => [
	...new Set(
		output
			.split('\n')
			.map((line) => line.trim())
			.filter((line) => /^content\/\S+\.ya?ml: /.test(line)),
	),
]

const timeOf = (iso: string) =>
	new Date(iso).toLocaleString('en-IN', {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: 'Asia/Kolkata',
	})

/** The state in the editors' words: a headline, the problems, and what to do about them. */
export function describeRelease(status: ReleaseStatus) {
	const at = timeOf(status.at)
	const mend =
		'Open each entry named in the editor, mend the field and save again: the next release, within a few minutes, publishes it.'
	if (status.state === 'published') {
		return { title: `The site shows every save (published ${at} IST).`, lines: [], todo: '' }
	}
	if (status.state === 'held-back') {
		return {
			title: `Published ${at} IST, except ${status.heldBack.join(', ')}: the site's check refused that save, so it waits and the site shows the file as it was.`,
			lines: status.problems,
			todo: `${mend} Saves to other files are published as usual.`,
		}
	}
	return {
		title: `Not published (${at} IST): the site's check refused the newest saves, so the site stays as it was.`,
		lines:
			status.problems.length > 0
				? status.problems
				: [
						'The build failed for a reason outside the content: ask the developer to read the release log (journalctl -u jalsetu-release).',
					],
		todo: `${mend} Until then, later saves wait too.`,
	}
}
