import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { pages } from '#app/content/pages.ts'
import { waterLabels, waterSourceLabels } from '#app/content/plant-sizing.ts'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { chemistryFields, demandUnits, waterFields } from '#app/lib/sizing/sizing-params.ts'
import { DEFAULT_HOURS, waterSources } from '#app/lib/sizing/water-rules.ts'
import type { WaterSizingState } from '#app/site/sizing-water-result.ts'
import { NumberField } from './number-field.tsx'
import { SelectField } from './select-field.tsx'
import { type FieldState, SizingCalculator } from './sizing-calculator.tsx'

// The result (its rows, diagram and report) loads only once there is one to show: the page opens on
// the empty form, and a result rendered into the document stays in place until its code arrives.
const WaterResult = lazyPart(() => import('./water-result.tsx'), 'WaterResult')

/** The figures typed above the demand's unit, in the order the query lists them. */
const numberFields = waterFields.slice(waterFields.indexOf('tds'), waterFields.indexOf('unit'))

/** What an optional field left empty stands for, shown under it. */
const hints: Partial<Record<string, string>> = waterLabels.notKnownHints

/** A typed figure's field, the optional ones with what leaving them empty stands for. */
const numberField =
	({ value, errors }: FieldState<(typeof waterFields)[number]>) =>
	(field: (typeof waterFields)[number]) => (
		<NumberField
			key={field}
			name={field}
			label={waterLabels[field]}
			hint={hints[field]}
			defaultValue={value(field)}
			error={errors[field]}
		/>
	)

export function WaterSizing({ state }: { state: WaterSizingState }) {
	return (
		<SizingCalculator
			path={pages.plantSizingWater.path}
			fieldNames={waterFields}
			labels={waterLabels}
			state={state}
			submitLabel={waterLabels.submit}
			fields={({ value, errors }) => (
				<>
					<SelectField
						name="source"
						label={waterLabels.source}
						options={waterSources}
						optionLabels={waterSourceLabels}
						defaultValue={value('source') || waterSources[0]}
						error={errors.source}
					/>
					{numberFields.map(numberField({ value, errors }))}
					<SelectField
						name="unit"
						label={waterLabels.unit}
						options={demandUnits}
						optionLabels={capacityUnitLabels}
						defaultValue={value('unit') || 'm3d'}
						error={errors.unit}
					/>
					<NumberField
						name="hours"
						label={waterLabels.hours}
						defaultValue={value('hours') || String(DEFAULT_HOURS)}
						error={errors.hours}
					/>
					{chemistryFields.map(numberField({ value, errors }))}
				</>
			)}
			result={(props) => <WaterResult {...props} />}
		/>
	)
}
