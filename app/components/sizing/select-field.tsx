import { Field } from '#app/components/ui/field.tsx'

type SelectFieldProps<Option extends string> = {
	name: string
	label: string
	options: readonly Option[]
	optionLabels: Readonly<Record<Option, string>>
	defaultValue: string
	error?: string
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
		<Field
			id={`sizing-${name}`}
			name={name}
			label={label}
			error={error}
			defaultValue={defaultValue}
			options={options.map((option) => ({ value: option, label: optionLabels[option] }))}
		/>
	)
}
