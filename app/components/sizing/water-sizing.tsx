import { ChevronDown } from 'lucide-react'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { waterSourceLabels } from '#app/content/plant-sizing.ts'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { drinkingStandardLabels, waterLabels } from '#app/content/water-sizing-words.ts'
import {
	chemistryFields,
	demandUnits,
	requiredWaterFields,
	waterFields,
} from '#app/lib/sizing/sizing-params.ts'
import {
	DEFAULT_HOURS,
	DEFAULT_STANDARD,
	drinkingStandards,
	waterSources,
} from '#app/lib/sizing/water-rules.ts'
import { waterNotKnownHints } from '#app/site/sizing-water-hints.ts'
import type { WaterSizingState } from '#app/site/sizing-water-result.ts'
import { NumberField } from './number-field.tsx'
import { SelectField } from './select-field.tsx'
import type { SizingPage } from './sizing-calculator.tsx'
import { SizingCalculator } from './sizing-calculator.tsx'

// The result (its rows, diagram and report) loads only once there is one to show: the page opens on
// the empty form, and a result rendered into the document stays in place until its code arrives.
const WaterResult = lazyPart(() => import('./water-result.tsx'), 'WaterResult')

/** The figures typed above the demand's unit, in the order the query lists them. */
const numberFields = waterFields.slice(waterFields.indexOf('tds'), waterFields.indexOf('unit'))

/** What an optional field left empty stands for, shown under it. */
const hints: Partial<Record<string, string>> = waterNotKnownHints()

export function WaterSizing({ state, page }: { state: WaterSizingState; page: SizingPage }) {
	return (
		<SizingCalculator
			page={page}
			fieldNames={waterFields}
			labels={waterLabels}
			state={state}
			fields={(field) => {
				const numberField = (name: (typeof numberFields)[number]) => (
					<NumberField
						key={name}
						{...field(name)}
						hint={hints[name]}
						required={requiredWaterFields.includes(name)}
					/>
				)
				return (
					<>
						<SelectField
							{...field('source', waterSources[0])}
							options={waterSources}
							optionLabels={waterSourceLabels}
						/>
						<SelectField
							{...field('standard', DEFAULT_STANDARD)}
							options={drinkingStandards}
							optionLabels={drinkingStandardLabels}
							hint={waterLabels.standardHint}
						/>
						{numberFields.map(numberField)}
						<SelectField
							{...field('unit', 'm3d')}
							options={demandUnits}
							optionLabels={capacityUnitLabels}
						/>
						<NumberField {...field('hours', String(DEFAULT_HOURS))} />
						<NumberField {...field('sourceFlow')} hint={hints.sourceFlow} />
						{/* Folded until asked for, or until the address holds a figure or an error in it. */}
						<details
							open={chemistryFields.some((name) => {
								const { defaultValue, error } = field(name)
								return defaultValue !== '' || error !== undefined
							})}
							className="group rounded-card border border-border sm:col-span-2"
						>
							<summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-bold text-primary [&::-webkit-details-marker]:hidden">
								{waterLabels.analysis}
								<ChevronDown
									aria-hidden="true"
									className="size-5 shrink-0 transition-transform group-open:rotate-180"
								/>
							</summary>
							<div className="grid gap-5 px-4 pt-1 pb-4 sm:grid-cols-2">
								{chemistryFields.map(numberField)}
							</div>
						</details>
					</>
				)
			}}
			result={(props) => <WaterResult {...props} />}
		/>
	)
}
