// Every link that opens a new tab gets the same rel, so no opened page can reach back to this one.
type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'>

export function ExternalLink(props: ExternalLinkProps) {
	return <a target="_blank" rel="noopener noreferrer" {...props} />
}
