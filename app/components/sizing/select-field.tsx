import { fieldVariants } from '#app/components/ui/field.ts'
import { describedBy, FieldShell } from './field-shell.tsx'

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
	const id = `sizing-${name}`
	return (
		<FieldShell id={id} label={label} error={error}>
			<select
				id={id}
				name={name}
				defaultValue={defaultValue}
				className={fieldVariants({ invalid: Boolean(error) })}
				{...describedBy(id, error)}
			>
				{options.map((option) => (
					<option key={option} value={option}>
						{optionLabels[option]}
					</option>
				))}
			</select>
		</FieldShell>
	)
}
