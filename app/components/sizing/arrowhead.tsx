type ArrowheadProps = { id: string }

/** One arrowhead marker per diagram, navy like the outlines. */
export function Arrowhead({ id }: ArrowheadProps) {
	return (
		<defs>
			<marker
				id={id}
				viewBox="0 0 10 10"
				refX="9"
				refY="5"
				markerWidth="7"
				markerHeight="7"
				orient="auto-start-reverse"
			>
				<path d="M0 0 L10 5 L0 10 z" className="fill-primary" />
			</marker>
		</defs>
	)
}
