import { useId } from 'react'
import { fillingResultLabels, productEquipmentLabels } from '#app/content/filling-sizing-words.ts'
import { diagramWords } from '#app/content/plant-sizing-words.ts'
import { fillCounted } from '#app/lib/fill.ts'
import type { FillingDesign } from '#app/lib/sizing/filling.ts'
import { formatNumber, withUnit } from '#app/lib/sizing/format.ts'
import { fillerName } from '#app/site/sizing-filling-rows.ts'
import { arrowMarkerId, DiagramFrame } from './diagram-frame.tsx'
import { BOX, GAP } from './diagram-geometry.ts'
import { DownArrow } from './down-arrow.tsx'
import { StepBox } from './step-box.tsx'

type FillingDiagramProps = { design: FillingDesign }

export function FillingDiagram({ design }: FillingDiagramProps) {
	const id = useId()
	const marker = arrowMarkerId(id)
	const perHour = design.machine === 'jar' ? diagramWords.jarsPerHour : diagramWords.bottlesPerHour
	const rated = (value: number) => withUnit(formatNumber(value), perHour)
	const machines = [
		design.blowMoulder
			? {
					title: fillingResultLabels.blowMoulder,
					detail: `${fillCounted(diagramWords.cavities, design.blowMoulder.cavities, {
						count: design.blowMoulder.cavities,
					})} · ${rated(design.blowMoulder.rating)}`,
				}
			: {
					title: diagramWords.returnedJars,
					detail: fillingResultLabels.noBlowMoulder.split(':')[0] ?? '',
				},
		{
			title: fillerName(design),
			detail: rated(design.ratedOutput),
			tone: 'water' as const,
		},
		{ title: fillingResultLabels.labeller, detail: rated(design.labeller) },
		{ title: fillingResultLabels.packing, detail: rated(design.packing) },
	]
	const equipment = design.equipment.map((item) => productEquipmentLabels[item])
	const top = (index: number) => 8 + index * (BOX.height + GAP)
	const EQUIPMENT_LINE = 18
	const height = top(machines.length) + equipment.length * EQUIPMENT_LINE
	const description = `${machines.map((machine) => `${machine.title} (${machine.detail})`).join(', then ')}.${
		equipment.length > 0 ? ` ${fillingResultLabels.equipment}: ${equipment.join(', ')}.` : ''
	}`
	return (
		<DiagramFrame id={id} height={height} description={description}>
			{machines.map((machine, index) => (
				<g key={machine.title} data-machine="">
					{index > 0 ? <DownArrow from={top(index) - GAP} to={top(index)} marker={marker} /> : null}
					<StepBox
						y={top(index)}
						title={machine.title}
						detail={machine.detail}
						tone={machine.tone}
					/>
				</g>
			))}
			{equipment.map((item, index) => (
				<text
					key={item}
					x={BOX.x}
					y={top(machines.length) + index * EQUIPMENT_LINE + 4}
					className="fill-link font-semibold"
				>
					{`+ ${item}`}
				</text>
			))}
		</DiagramFrame>
	)
}
