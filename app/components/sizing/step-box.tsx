import { BOX, DIAGRAM_WIDTH } from './diagram-geometry.ts'

// The site's line-art style: navy outlines on white and cyan water, coloured only through the
// theme's tokens.

const toneClasses = {
	plain: 'fill-surface stroke-primary',
	water: 'fill-surface-tint stroke-highlight-hover',
}
type StepBoxProps = { y: number; title: string; detail?: string; tone?: keyof typeof toneClasses }

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
				className={toneClasses[tone]}
			/>
			<text
				x={DIAGRAM_WIDTH / 2}
				y={y + (detail ? 18 : 27)}
				textAnchor="middle"
				className="fill-primary font-bold"
			>
				{title}
			</text>
			{detail ? (
				<text x={DIAGRAM_WIDTH / 2} y={y + 35} textAnchor="middle" className="fill-foreground">
					{detail}
				</text>
			) : null}
		</g>
	)
}
