import { DIAGRAM_WIDTH } from './diagram-geometry.ts'

type DownArrowProps = { from: number; to: number; marker: string; label?: string }

const x = DIAGRAM_WIDTH / 2

/** The flow from one step to the next, with its figure beside it. */
export function DownArrow({ from, to, marker, label }: DownArrowProps) {
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
				<text x={x + 8} y={(from + to) / 2 + 4} className="fill-link font-semibold">
					{label}
				</text>
			) : null}
		</g>
	)
}
