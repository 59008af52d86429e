import { DIAGRAM_WIDTH } from './diagram-geometry.ts'

type DiagramFrameProps = {
	height: number
	titleId: string
	descriptionId: string
	title: string
	description: string
	children: React.ReactNode
}

/** An SVG that scales to its column, with a title and a text alternative of the whole flow. */
export function DiagramFrame({
	height,
	titleId,
	descriptionId,
	title,
	description,
	children,
}: DiagramFrameProps) {
	return (
		<svg
			role="img"
			aria-labelledby={`${titleId} ${descriptionId}`}
			viewBox={`0 0 ${DIAGRAM_WIDTH} ${height}`}
			className="mx-auto h-auto w-full max-w-md print:max-w-xs"
		>
			<title id={titleId}>{title}</title>
			<desc id={descriptionId}>{description}</desc>
			{children}
		</svg>
	)
}
