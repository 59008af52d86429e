import { useId } from 'react'
import { diagramWords } from '#app/content/plant-sizing-words.ts'
import { sewageDiagramWords, sewageResultLabels } from '#app/content/sewage-sizing-words.ts'
import { fill } from '#app/lib/fill.ts'
import { formatFixed, formatNumber, withUnit } from '#app/lib/sizing/format.ts'
import type { Filters, SewagePlant } from '#app/lib/sizing/sewage.ts'
import { amount, technologyName } from '#app/site/sizing-sewage-rows.ts'
import { arrowMarkerId, DiagramFrame } from './diagram-frame.tsx'
import { BOX, GAP } from './diagram-geometry.ts'
import { DownArrow } from './down-arrow.tsx'
import { StepBox } from './step-box.tsx'

type SewageDiagramProps = { design: SewagePlant }

type Step = { title: string; detail: string; tone?: 'water' }

const cubicMetres = (volume: number) => withUnit(amount(volume), 'm³')
const across = (diameter: number) => `Ø ${formatFixed(diameter, 1)} m`
const filters = ({ count, diameter }: Filters) =>
	count > 1 ? `${count} × ${across(diameter)}` : across(diameter)

function settlingStep({ settling }: SewagePlant): Step[] {
	if (settling.kind === 'in-basin') return []
	if (settling.kind === 'membrane') {
		return [{ title: sewageDiagramWords.membranes, detail: withUnit(amount(settling.area), 'm²') }]
	}
	return settling.kind === 'clarifier'
		? [{ title: sewageDiagramWords.clarifier, detail: across(settling.diameter ?? 0) }]
		: [{ title: sewageDiagramWords.tubeSettler, detail: withUnit(amount(settling.area), 'm²') }]
}

/** The plant from screen to treated water, each step with its size, and the sludge it makes. */
export function SewageDiagram({ design }: SewageDiagramProps) {
	const id = useId()
	const marker = arrowMarkerId(id)
	const { aeration, tertiary } = design
	const steps: Step[] = [
		{
			title: sewageResultLabels.screen,
			detail: `${formatNumber(design.screenSpacing)} mm · ${cubicMetres(design.oilTrap)}`,
		},
		{ title: sewageResultLabels.equalisation, detail: cubicMetres(design.equalisation.volume) },
		...(design.anoxic === undefined
			? []
			: [{ title: sewageResultLabels.anoxic, detail: cubicMetres(design.anoxic.volume) }]),
		{
			title: technologyName(design),
			detail: `${aeration.basins ? `${fill(sewageDiagramWords.basins, { count: aeration.basins })} · ` : ''}${cubicMetres(aeration.volume)} · ${withUnit(amount(design.air), 'm³/h')}`,
			tone: 'water',
		},
		...settlingStep(design),
		...(tertiary.sandFilter === undefined
			? []
			: [{ title: sewageDiagramWords.sandFilter, detail: filters(tertiary.sandFilter) }]),
		...(tertiary.carbonFilter === undefined
			? []
			: [{ title: sewageDiagramWords.carbonFilter, detail: filters(tertiary.carbonFilter) }]),
		{ title: sewageDiagramWords.chlorination, detail: cubicMetres(tertiary.contactTank) },
	]
	const top = (index: number) => 8 + index * (BOX.height + GAP)
	const treated = `${diagramWords.treatedWater}: ${withUnit(amount(design.reuse.treated), 'KLD')}`
	const sludge = fill(sewageDiagramWords.sludge, { solids: amount(design.sludge.solids) })
	const end = top(steps.length)
	const LINE = 18
	const description = `${steps.map((step) => `${step.title} (${step.detail})`).join(', then ')}; ${treated}. ${sludge}.`
	return (
		<DiagramFrame id={id} height={end + LINE * 2} description={description}>
			{steps.map((step, index) => (
				<g key={step.title} data-step="">
					{index > 0 ? <DownArrow from={top(index) - GAP} to={top(index)} marker={marker} /> : null}
					<StepBox y={top(index)} title={step.title} detail={step.detail} tone={step.tone} />
				</g>
			))}
			<DownArrow from={end - GAP} to={end} marker={marker} />
			<text x={BOX.x} y={end + 12} className="fill-link font-semibold">
				{treated}
			</text>
			<text x={BOX.x} y={end + 12 + LINE} className="fill-foreground">
				{`+ ${sludge}`}
			</text>
		</DiagramFrame>
	)
}
