/** The last segment of a result's PDF address, after its calculator's path. */
export const PROPOSAL_FILE = 'proposal.pdf'

/** The address of a result's PDF: its page's path and `/proposal.pdf`, with the same query. */
export function proposalPath(link: string) {
	const [path = '', query] = link.split(/\?(.*)/s)
	return `${path}/${PROPOSAL_FILE}${query ? `?${query}` : ''}`
}
