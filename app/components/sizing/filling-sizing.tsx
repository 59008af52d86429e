import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { pages } from '#app/content/pages.ts'
import { containerLabels, fillingLabels, productLabels } from '#app/content/plant-sizing.ts'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { fillingFields, outputUnits } from '#app/lib/sizing/filling-params.ts'
import { containers, products } from '#app/lib/sizing/filling-rules.ts'
import type { FillingSizingState } from '#app/site/sizing-filling-result.ts'
import { NumberField } from './number-field.tsx'
import { SelectField } from './select-field.tsx'
import { SizingCalculator } from './sizing-calculator.tsx'

const DEFAULT_CONTAINER = '500ml'

// The result loads only once there is one to show (see the water calculator).
const FillingResult = lazyPart(() => import('./filling-result.tsx'), 'FillingResult')

export function FillingSizing({ state }: { state: FillingSizingState }) {
	return (
		<SizingCalculator
			path={pages.plantSizingFilling.path}
			fieldNames={fillingFields}
			labels={fillingLabels}
			state={state}
			submitLabel={fillingLabels.submit}
			fields={({ value, errors }) => (
				<>
					<SelectField
						name="product"
						label={fillingLabels.product}
						options={products}
						optionLabels={productLabels}
						defaultValue={value('product') || products[0]}
						error={errors.product}
					/>
					<SelectField
						name="container"
						label={fillingLabels.container}
						options={containers}
						optionLabels={containerLabels}
						defaultValue={value('container') || DEFAULT_CONTAINER}
						error={errors.container}
					/>
					<NumberField
						name="output"
						label={fillingLabels.output}
						defaultValue={value('output')}
						error={errors.output}
					/>
					<SelectField
						name="unit"
						label={fillingLabels.unit}
						options={outputUnits}
						optionLabels={capacityUnitLabels}
						defaultValue={value('unit') || outputUnits[0]}
						error={errors.unit}
					/>
				</>
			)}
			result={(props) => <FillingResult {...props} />}
		/>
	)
}
