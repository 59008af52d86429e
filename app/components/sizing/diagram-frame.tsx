import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { DIAGRAM_WIDTH } from './diagram-geometry.ts'

type DiagramFrameProps = {
	/** The diagram's own id (from useId): its title, text alternative and arrowhead are named from it. */
	id: string
	height: number
	description: string
	children: React.ReactNode
}

export const arrowMarkerId = (id: string) => `${id}-arrow`

/**
 * An SVG that scales to its column, with the diagrams' title, a text alternative of the whole flow and
 * the arrowhead its arrows use, navy like the outlines.
 *
 * Every label inherits its font size, in the drawing's units, from here: a 375 px phone draws the
 * diagram at about 0.95 of its size, so 13 units stay above 12 CSS px there.
 */
export function DiagramFrame({ id, height, description, children }: DiagramFrameProps) {
	return (
		<svg
			role="img"
			aria-labelledby={`${id}-title ${id}-desc`}
			viewBox={`0 0 ${DIAGRAM_WIDTH} ${height}`}
			className="mx-auto h-auto w-full max-w-md text-[13px] print:max-w-xs"
		>
			<title id={`${id}-title`}>{sizingShared.diagramTitle}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			<defs>
				<marker
					id={arrowMarkerId(id)}
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
			{children}
		</svg>
	)
}
