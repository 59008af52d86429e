// Shapes both process diagrams draw with: the site's line-art style, navy outlines on white and
// cyan water, coloured only through the theme's tokens.

export const DIAGRAM_WIDTH = 360
export const BOX = { x: 40, width: 280, height: 44 } as const
export const GAP = 28

type ArrowheadProps = { id: string }

/** One arrowhead marker per diagram; it takes the colour of the line it ends. */
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

type StepBoxProps = { y: number; title: string; detail?: string; tone?: 'plain' | 'water' }

/** A process step: a rounded box with a title and an optional line of figures. */
export function StepBox({ y, title, detail, tone = 'plain' }: StepBoxProps) {
	return (
		<g>
			<rect
				x={BOX.x}
				y={y}
				width={BOX.width}
				height={BOX.height}
				rx="10"
				strokeWidth="1.5"
				className={
					tone === 'water' ? 'fill-water-50 stroke-water-600' : 'fill-surface stroke-primary'
				}
			/>
			<text
				x={DIAGRAM_WIDTH / 2}
				y={y + (detail ? 18 : 27)}
				textAnchor="middle"
				className="fill-primary text-[13px] font-bold"
			>
				{title}
			</text>
			{detail ? (
				<text
					x={DIAGRAM_WIDTH / 2}
					y={y + 35}
					textAnchor="middle"
					className="fill-foreground text-[12px]"
				>
					{detail}
				</text>
			) : null}
		</g>
	)
}

type DownArrowProps = { from: number; to: number; marker: string; label?: string; x?: number }

/** The flow from one step to the next, with its figure beside it. */
export function DownArrow({ from, to, marker, label, x = DIAGRAM_WIDTH / 2 }: DownArrowProps) {
	return (
		<g>
			<line
				x1={x}
				y1={from}
				x2={x}
				y2={to - 1}
				strokeWidth="1.5"
				markerEnd={`url(#${marker})`}
				className="stroke-primary"
			/>
			{label ? (
				<text x={x + 8} y={(from + to) / 2 + 4} className="fill-link text-[12px] font-semibold">
					{label}
				</text>
			) : null}
		</g>
	)
}

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
