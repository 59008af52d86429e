import { Field, selectOptions } from '#app/components/ui/field.tsx'
import type { FieldProps } from './sizing-calculator.tsx'

type SelectFieldProps<Option extends string> = FieldProps & {
	options: readonly Option[]
	optionLabels: Readonly<Record<Option, string>>
}

export function SelectField<Option extends string>({
	name,
	label,
	options,
	optionLabels,
	defaultValue,
	error,
}: SelectFieldProps<Option>) {
	return (
		<Field label={label} error={error}>
			<select id={`sizing-${name}`} name={name} defaultValue={defaultValue}>
				{selectOptions(options.map((option) => ({ value: option, label: optionLabels[option] })))}
			</select>
		</Field>
	)
}
