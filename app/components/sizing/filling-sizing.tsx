import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { containerLabels, fillingLabels, productLabels } from '#app/content/filling-sizing-words.ts'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { fillingFields, outputUnits } from '#app/lib/sizing/filling-params.ts'
import { containers, products } from '#app/lib/sizing/filling-rules.ts'
import type { FillingSizingState } from '#app/site/sizing-filling-result.ts'
import { NumberField } from './number-field.tsx'
import { SelectField } from './select-field.tsx'
import type { SizingPage } from './sizing-calculator.tsx'
import { SizingCalculator } from './sizing-calculator.tsx'

const DEFAULT_CONTAINER = '500ml'

// The result loads only once there is one to show (see the water calculator).
const FillingResult = lazyPart(() => import('./filling-result.tsx'), 'FillingResult')

export function FillingSizing({ state, page }: { state: FillingSizingState; page: SizingPage }) {
	return (
		<SizingCalculator
			page={page}
			fieldNames={fillingFields}
			labels={fillingLabels}
			state={state}
			fields={(field) => (
				<>
					<SelectField
						{...field('product', products[0])}
						options={products}
						optionLabels={productLabels}
					/>
					<SelectField
						{...field('container', DEFAULT_CONTAINER)}
						options={containers}
						optionLabels={containerLabels}
					/>
					<NumberField {...field('output')} required />
					<SelectField
						{...field('unit', outputUnits[0])}
						options={outputUnits}
						optionLabels={capacityUnitLabels}
					/>
				</>
			)}
			result={(props) => <FillingResult {...props} />}
		/>
	)
}
