import { fieldVariants } from '#app/components/ui/field.ts'

type FieldShellProps = {
	id: string
	label: string
	error?: string
	children: React.ReactNode
}

/** A label, its control and the control's error, tied together for assistive technology. */
function FieldShell({ id, label, error, children }: FieldShellProps) {
	return (
		<div className="flex flex-col gap-2">
			<label htmlFor={id} className="font-bold text-primary">
				{label}
			</label>
			{children}
			{error ? (
				<p id={`${id}-error`} className="text-sm font-semibold text-danger">
					{error}
				</p>
			) : null}
		</div>
	)
}

const describedBy = (id: string, error?: string) =>
	error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}

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
