import { useState } from 'react'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import {
	buildingLabels,
	reuseLabels,
	sewageLabels,
	standardLabels,
	technologyLabels,
} from '#app/content/sewage-sizing-words.ts'
import { sewageFields, technologyChoices } from '#app/lib/sizing/sewage-params.ts'
import {
	type Building,
	buildings,
	occupancy,
	reuses,
	standards,
} from '#app/lib/sizing/sewage-rules.ts'
import type { SewageSizingState } from '#app/site/sizing-sewage-result.ts'
import { NumberField } from './number-field.tsx'
import { SelectField } from './select-field.tsx'
import type { SizingPage } from './sizing-calculator.tsx'
import { SizingCalculator } from './sizing-calculator.tsx'

// The result loads only once there is one to show (see the water calculator).
const SewageResult = lazyPart(() => import('./sewage-result.tsx'), 'SewageResult')

/** The count's label and hint follow the building: people, rooms, beds, employees or students. */
function countWords(building: Building) {
	const hint = sewageLabels.countHints[building]
	if (building === 'industrial') return { label: sewageLabels.count, hint }
	return { label: sewageLabels.countBy[occupancy[building].occupant], hint }
}

export function SewageSizing({ state, page }: { state: SewageSizingState; page: SizingPage }) {
	const inQuery = new URLSearchParams(state.search).get('building')
	// The building picked on the form, until a new query (a sent form, a link) gives its own.
	const [picked, setPicked] = useState<{ search: string; building: Building }>()
	const building =
		picked?.search === state.search
			? picked.building
			: (buildings.find((option) => option === inQuery) ?? buildings[0])
	const count = countWords(building)
	return (
		<SizingCalculator
			page={page}
			fieldNames={sewageFields}
			labels={{ ...sewageLabels, count: count.label }}
			state={state}
			fields={(field) => (
				<>
					<SelectField
						{...field('building', buildings[0])}
						options={buildings}
						optionLabels={buildingLabels}
						onChange={(option) => setPicked({ search: state.search, building: option })}
					/>
					<NumberField {...field('count')} hint={count.hint} />
					<NumberField {...field('flow')} hint={sewageLabels.flowHint} />
					<SelectField
						{...field('standard', standards[0])}
						options={standards}
						optionLabels={standardLabels}
						hint={sewageLabels.standardHint}
					/>
					<SelectField {...field('reuse', reuses[0])} options={reuses} optionLabels={reuseLabels} />
					<NumberField {...field('space')} hint={sewageLabels.spaceHint} />
					<SelectField
						{...field('technology', technologyChoices[0])}
						options={technologyChoices}
						optionLabels={technologyLabels}
					/>
				</>
			)}
			result={(props) => <SewageResult {...props} />}
		/>
	)
}
