import { fieldVariants } from '#app/components/ui/field.ts'
import { describedBy, FieldShell } from './field-shell.tsx'

type NumberFieldProps = {
	name: string
	label: string
	defaultValue: string
	error?: string
}

// Text with a decimal keypad, not type="number": the browser's own range checks would replace the
// messages that say which range this tool sizes for.
export function NumberField({ name, label, defaultValue, error }: NumberFieldProps) {
	const id = `sizing-${name}`
	return (
		<FieldShell id={id} label={label} error={error}>
			<input
				id={id}
				name={name}
				type="text"
				inputMode="decimal"
				autoComplete="off"
				defaultValue={defaultValue}
				className={fieldVariants({ invalid: Boolean(error) })}
				{...describedBy(id, error)}
			/>
		</FieldShell>
	)
}
