import { Field } from '#app/components/ui/field.tsx'
import type { FieldProps } from './sizing-calculator.tsx'

/** What to enter, read with the field; a required field is marked (the form checks it itself). */
type NumberFieldProps = FieldProps & { hint?: string; required?: boolean }

// Text with a decimal keypad, not type="number": the browser's own range checks would replace the
// messages that say which range this tool sizes for.
export function NumberField({
	name,
	label,
	defaultValue,
	error,
	hint,
	required,
}: NumberFieldProps) {
	return (
		<Field label={label} error={error} hint={hint}>
			<input
				id={`sizing-${name}`}
				name={name}
				type="text"
				inputMode="decimal"
				autoComplete="off"
				required={required}
				defaultValue={defaultValue}
			/>
		</Field>
	)
}
