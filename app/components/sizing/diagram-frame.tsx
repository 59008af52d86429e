import { sizingShared } from '#app/content/plant-sizing.ts'
import { Arrowhead } from './arrowhead.tsx'
import { DIAGRAM_WIDTH } from './diagram-geometry.ts'

type DiagramFrameProps = {
	/** The diagram's own id (from useId): its title, text alternative and arrowhead are named from it. */
	id: string
	height: number
	description: string
	children: React.ReactNode
}

/** The arrowhead marker a diagram's arrows point with, by the diagram's id. */
export const arrowMarkerId = (id: string) => `${id}-arrow`

/**
 * An SVG that scales to its column, with the diagrams' title, a text alternative of the whole flow and
 * the arrowhead its arrows use.
 */
export function DiagramFrame({ id, height, description, children }: DiagramFrameProps) {
	return (
		<svg
			role="img"
			aria-labelledby={`${id}-title ${id}-desc`}
			viewBox={`0 0 ${DIAGRAM_WIDTH} ${height}`}
			className="mx-auto h-auto w-full max-w-md print:max-w-xs"
		>
			<title id={`${id}-title`}>{sizingShared.diagramTitle}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			<Arrowhead id={arrowMarkerId(id)} />
			{children}
		</svg>
	)
}
