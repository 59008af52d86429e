import { useId } from 'react'
import { diagramWords } from '#app/content/plant-sizing-words.ts'
import { pretreatmentLabels, waterResultLabels } from '#app/content/water-result-words.ts'
import { fill, fillCounted } from '#app/lib/fill.ts'
import { formatFixed, formatFlow, formatNumber, formatPercent } from '#app/lib/sizing/format.ts'
import type { WaterDesign } from '#app/lib/sizing/water.ts'
import {
	energyRecoveryValue,
	interstageBoostText,
	pressureAndPower,
	secondPassText,
} from '#app/site/sizing-water-rows.ts'
import { arrowMarkerId, DiagramFrame } from './diagram-frame.tsx'
import { BOX, DIAGRAM_WIDTH, GAP } from './diagram-geometry.ts'
import { DownArrow } from './down-arrow.tsx'
import { StepBox } from './step-box.tsx'

type WaterDiagramProps = { design: WaterDesign }

const VESSEL = { width: 52, height: 9, columnGap: 8, rowGap: 6, columns: 4 } as const
/** Beyond this many vessels a stage shows a count instead of one glyph per vessel. */
const MAX_DRAWN_VESSELS = 24
const STAGE_HEADER = 26
/** The recirculated concentrate's way back up, in the margin right of the boxes. */
const LOOP_X = DIAGRAM_WIDTH - 10

const stageHeight = (vessels: number) => {
	const rows = Math.ceil(Math.min(vessels, MAX_DRAWN_VESSELS) / VESSEL.columns)
	return (
		STAGE_HEADER + rows * (VESSEL.height + VESSEL.rowGap) + (vessels > MAX_DRAWN_VESSELS ? 18 : 4)
	)
}

/** The design drawn: pretreatment in order, the pump, each RO stage with its vessels, and the flows. */
export function WaterDiagram({ design }: WaterDiagramProps) {
	const id = useId()
	const marker = arrowMarkerId(id)
	const flowLabel = (name: string, flow: number) => `${name} ${formatFlow(flow)} m³/h`
	let y = 28
	const feedLabelY = 20
	// Each step is placed a gap below the bottom the last one left.
	const place = (height: number) => {
		const top = y + GAP
		y = top + height
		return top
	}
	const feedPumpTop = place(BOX.height)
	const feedPump = pressureAndPower(design.feedPump.pressure, design.feedPump.power)
	const steps = design.pretreatment.map((step) => ({ step, top: place(BOX.height) }))
	const pumpTop = place(BOX.height)
	const booster = design.interstageBoost ? interstageBoostText(design.interstageBoost) : undefined
	// The booster sits on the first stage's concentrate, before the second stage.
	let boosterTop = 0
	const stages = design.stages.map((stage, index) => {
		if (index === 1 && booster) boosterTop = place(BOX.height)
		const label = fillCounted(diagramWords.stage, stage.vessels, {
			index: index + 1,
			vessels: stage.vessels,
		})
		return { ...stage, index, label, top: place(stageHeight(stage.vessels)) }
	})
	// An isobaric device takes the last stage's concentrate and returns its pressure to the feed.
	const device =
		design.energyRecovery?.kind === 'isobaric'
			? energyRecoveryValue(design.energyRecovery)
			: undefined
	const deviceTop = device ? place(BOX.height) : 0
	const pass = design.secondPass
	const passTop = pass ? place(BOX.height) : 0
	const recirculation =
		design.recirculationFlow > 0
			? flowLabel(waterResultLabels.recirculation, design.recirculationFlow)
			: undefined
	const lastStage = stages.at(-1)
	const outletY = y + GAP + 16
	// Under the outlets: the permeate's mineral dosing, then the softener offered instead of the plant.
	const minerals = design.remineralisation
	const mineralsTop = outletY + GAP
	const softenerTop = minerals ? mineralsTop + BOX.height + GAP : outletY + GAP
	const lowestBox = design.softener ? softenerTop : minerals ? mineralsTop : undefined
	const height = lowestBox === undefined ? outletY + 12 : lowestBox + BOX.height + 8
	const permeateX = 20
	const rejectX = DIAGRAM_WIDTH - 20

	const description = [
		flowLabel(diagramWords.feed, design.feedFlow),
		`${waterResultLabels.feedPump}, ${feedPump}`,
		...design.pretreatment.map((step) => pretreatmentLabels[step]),
		`${diagramWords.pump}, ${formatFixed(design.feedPressure, 1)} bar`,
		...(recirculation ? [recirculation] : []),
		...stages.flatMap((stage) => [
			...(stage.index === 1 && booster ? [`${waterResultLabels.interstageBoost}, ${booster}`] : []),
			stage.label,
		]),
		...(device ? [`${waterResultLabels.energyRecovery}: ${device}`] : []),
		...(pass ? [`${waterResultLabels.secondPass}: ${secondPassText(pass)}`] : []),
	].join(', then ')
	const outlets = `${flowLabel(diagramWords.permeate, design.permeateFlow)}; ${flowLabel(diagramWords.reject, design.rejectFlow)}.`
	const softenerDetail = design.softener
		? `${design.softener.columns === 2 ? '2 × ' : ''}${formatNumber(design.softener.resinVolume)} L resin · ${formatNumber(design.softener.saltPerRegeneration, 1)} kg salt`
		: ''
	const softener = design.softener ? ` ${diagramWords.softener}: ${softenerDetail}.` : ''
	const mineralsTitle =
		minerals?.kind === 'calcite' ? diagramWords.calciteContactor : diagramWords.mineralDosing
	const mineralsDetail = !minerals
		? ''
		: minerals.kind === 'calcite'
			? `${formatNumber(minerals.calcite.dose)} mg/L calcite · ${formatFixed(minerals.carbonDioxide.dose, 1)} mg/L CO₂`
			: `Ca ${formatFixed(minerals.calcium, 1)} · Mg ${formatFixed(minerals.magnesium, 1)} · TDS ${formatNumber(minerals.tds)} mg/L`
	const mineralDosing = minerals ? ` ${mineralsTitle}: ${mineralsDetail}.` : ''

	return (
		<DiagramFrame
			id={id}
			height={height}
			description={`${description}. ${outlets}${mineralDosing}${softener}`}
		>
			<text
				x={DIAGRAM_WIDTH / 2}
				y={feedLabelY}
				textAnchor="middle"
				className="fill-link font-bold"
			>
				{flowLabel(diagramWords.feed, design.feedFlow)}
			</text>
			<DownArrow from={feedLabelY + 6} to={feedPumpTop} marker={marker} />
			<StepBox y={feedPumpTop} title={waterResultLabels.feedPump} detail={feedPump} />
			{steps.map(({ step, top }) => (
				<g key={step}>
					<DownArrow from={top - GAP} to={top} marker={marker} />
					<StepBox y={top} title={pretreatmentLabels[step]} />
				</g>
			))}
			<DownArrow from={pumpTop - GAP} to={pumpTop} marker={marker} label={recirculation} />
			<StepBox
				y={pumpTop}
				title={diagramWords.pump}
				detail={pressureAndPower(design.feedPressure, design.highPressurePower)}
			/>
			{stages.map((stage) => (
				<g key={stage.index} data-stage={stage.index + 1}>
					{stage.index === 1 && booster ? (
						<g data-booster="">
							<DownArrow
								from={boosterTop - GAP}
								to={boosterTop}
								marker={marker}
								label={diagramWords.concentrate}
							/>
							<StepBox y={boosterTop} title={waterResultLabels.interstageBoost} detail={booster} />
						</g>
					) : null}
					<DownArrow
						from={stage.top - GAP}
						to={stage.top}
						marker={marker}
						label={stage.index === 0 || booster ? undefined : diagramWords.concentrate}
					/>
					<rect
						x={BOX.x}
						y={stage.top}
						width={BOX.width}
						height={stageHeight(stage.vessels)}
						rx="10"
						strokeWidth="1.5"
						className="fill-surface-tint stroke-highlight-hover"
					/>
					<text x={BOX.x + 12} y={stage.top + 18} className="fill-primary font-bold">
						{stage.label}
					</text>
					{Array.from({ length: Math.min(stage.vessels, MAX_DRAWN_VESSELS) }, (_, vessel) => (
						<rect
							// biome-ignore lint/suspicious/noArrayIndexKey: a drawn vessel has no other key
							key={vessel}
							data-vessel=""
							x={BOX.x + 14 + (vessel % VESSEL.columns) * (VESSEL.width + VESSEL.columnGap)}
							y={
								stage.top +
								STAGE_HEADER +
								Math.floor(vessel / VESSEL.columns) * (VESSEL.height + VESSEL.rowGap)
							}
							width={VESSEL.width}
							height={VESSEL.height}
							rx="4.5"
							strokeWidth="1.2"
							className="fill-surface stroke-primary"
						/>
					))}
					{stage.vessels > MAX_DRAWN_VESSELS ? (
						<text
							x={BOX.x + 14}
							y={stage.top + stageHeight(stage.vessels) - 6}
							className="fill-foreground"
						>
							{fill(diagramWords.moreVessels, { count: stage.vessels - MAX_DRAWN_VESSELS })}
						</text>
					) : null}
					<line
						x1={BOX.x}
						y1={stage.top + 14}
						x2={permeateX}
						y2={stage.top + 14}
						strokeWidth="2"
						className="stroke-highlight"
					/>
				</g>
			))}
			{recirculation && lastStage ? (
				// The returned concentrate, from the last stage's outlet round to the pump's inlet.
				<path
					data-recirculation=""
					d={`M ${BOX.x + BOX.width} ${lastStage.top + stageHeight(lastStage.vessels) - 12} H ${LOOP_X} V ${pumpTop + BOX.height / 2} H ${BOX.x + BOX.width + 2}`}
					fill="none"
					strokeWidth="1.5"
					strokeDasharray="5 4"
					markerEnd={`url(#${marker})`}
					className="stroke-primary"
				/>
			) : null}
			{device ? (
				<g>
					<DownArrow from={deviceTop - GAP} to={deviceTop} marker={marker} />
					<StepBox y={deviceTop} title={waterResultLabels.energyRecovery} detail={device} />
				</g>
			) : null}
			{pass ? (
				<g data-second-pass="">
					<line
						x1={permeateX}
						y1={passTop + BOX.height / 2}
						x2={BOX.x - 2}
						y2={passTop + BOX.height / 2}
						strokeWidth="2"
						markerEnd={`url(#${marker})`}
						className="stroke-highlight"
					/>
					<StepBox
						y={passTop}
						title={`${waterResultLabels.secondPass} · pH ${formatNumber(pass.ph)}`}
						detail={`${fillCounted(diagramWords.vessels, pass.vessels, { count: pass.vessels })} · ${formatPercent(pass.recovery)} % · ${pressureAndPower(pass.feedPressure, pass.pumpPower)}`}
						tone="water"
					/>
				</g>
			) : null}
			<line
				x1={permeateX}
				y1={(stages[0]?.top ?? 0) + 14}
				x2={permeateX}
				y2={outletY - 14}
				strokeWidth="2"
				markerEnd={`url(#${marker})`}
				className="stroke-highlight"
			/>
			<text x={permeateX} y={outletY} className="fill-link font-bold">
				{flowLabel(diagramWords.permeate, design.permeateFlow)}
			</text>
			<line
				x1={DIAGRAM_WIDTH / 2}
				y1={outletY - GAP - 16}
				x2={rejectX}
				y2={outletY - 14}
				strokeWidth="1.5"
				strokeDasharray="5 4"
				markerEnd={`url(#${marker})`}
				className="stroke-primary"
			/>
			<text x={rejectX} y={outletY} textAnchor="end" className="fill-primary font-bold">
				{flowLabel(diagramWords.reject, design.rejectFlow)}
			</text>
			{minerals ? <StepBox y={mineralsTop} title={mineralsTitle} detail={mineralsDetail} /> : null}
			{design.softener ? (
				<StepBox
					y={softenerTop}
					title={diagramWords.softener}
					detail={softenerDetail}
					tone="water"
				/>
			) : null}
		</DiagramFrame>
	)
}
