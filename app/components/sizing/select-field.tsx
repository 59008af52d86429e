import { Field, selectOptions } from '#app/components/ui/field.tsx'
import type { FieldProps } from './sizing-calculator.tsx'

type SelectFieldProps<Option extends string> = FieldProps & {
	options: readonly Option[]
	optionLabels: Readonly<Record<Option, string>>
	/** What the choice means, read with the field. */
	hint?: string
	/** For a form whose other fields follow this choice (their labels, as the page is read). */
	onChange?: (value: Option) => void
}

export function SelectField<Option extends string>({
	name,
	label,
	options,
	optionLabels,
	defaultValue,
	error,
	hint,
	onChange,
}: SelectFieldProps<Option>) {
	return (
		<Field label={label} error={error} hint={hint}>
			<select
				id={`sizing-${name}`}
				name={name}
				defaultValue={defaultValue}
				onChange={onChange ? (event) => onChange(event.target.value as Option) : undefined}
			>
				{selectOptions(options.map((option) => ({ value: option, label: optionLabels[option] })))}
			</select>
		</Field>
	)
}
