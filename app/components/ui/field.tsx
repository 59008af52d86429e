import { cva } from 'class-variance-authority'
import { type ComponentProps, useId } from 'react'
import { cn } from '#app/lib/cn.ts'

// A control focused or linked to scrolls to below the fixed header, with its label in view above it.
const controlVariants = cva(
	'w-full scroll-mt-[calc(var(--spacing-header)+3rem)] rounded-card border-2 bg-surface px-4 py-3 text-primary transition-colors placeholder:text-muted-foreground focus:border-ring focus:outline-none',
	{
		variants: { invalid: { true: 'border-danger', false: 'border-input' } },
		defaultVariants: { invalid: false },
	},
)

type FieldText = {
	label: string
	/** Read with the control, below it: what to enter. */
	hint?: string
	/** Why the value was refused, below the control; marks it invalid. */
	error?: string
	/** The wrapper's classes, for its place in the form's layout. */
	className?: string
}
export type FieldOption = { value: string; label: string }

type InputField = FieldText & { multiline?: false; options?: undefined } & Omit<
		ComponentProps<'input'>,
		'className'
	>
type TextareaField = FieldText & { multiline: true; options?: undefined } & Omit<
		ComponentProps<'textarea'>,
		'className'
	>
type SelectField = FieldText & { multiline?: false; options: readonly FieldOption[] } & Omit<
		ComponentProps<'select'>,
		'className' | 'children'
	>
export type FieldProps = InputField | TextareaField | SelectField

type ControlProps = {
	id: string
	'aria-invalid'?: true
	'aria-describedby'?: string
	className: string
}

function Control({ field, shared }: { field: FieldProps; shared: ControlProps }) {
	if (field.options) {
		const { label, hint, error, className, multiline, options, ...rest } = field
		return (
			<select {...rest} {...shared}>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		)
	}
	if (field.multiline) {
		const { label, hint, error, className, multiline, options, ...rest } = field
		return <textarea {...rest} {...shared} className={cn(shared.className, 'resize-y')} />
	}
	const { label, hint, error, className, multiline, options, ...rest } = field
	// The browser draws a file input's button itself; styled here it looks like the site's buttons.
	const fileButton =
		rest.type === 'file'
			? 'cursor-pointer file:mr-4 file:cursor-pointer file:rounded-pill file:border-0 file:bg-surface-tint file:px-4 file:py-2 file:font-semibold file:text-primary'
			: undefined
	return <input {...rest} {...shared} className={cn(shared.className, fileButton)} />
}

/**
 * One form field: its label (with a mark when required), the control (an input, a textarea or a
 * select), a hint and the error, both tied to the control by aria-describedby so a screen reader reads
 * them with it. Every form uses it.
 */
export function Field(props: FieldProps) {
	const generatedId = useId()
	const id = props.id ?? generatedId
	const { label, hint, error, className, required } = props
	const describedBy = [
		props['aria-describedby'],
		hint ? `${id}-hint` : undefined,
		error ? `${id}-error` : undefined,
	]
		.filter(Boolean)
		.join(' ')
	const shared: ControlProps = {
		id,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy || undefined,
		className: controlVariants({ invalid: Boolean(error) }),
	}
	return (
		<div className={cn('space-y-2', className)}>
			{/* The mark is for the eye; the control's `required` tells assistive technology, and the
			    label's text stays the field's name alone. */}
			<div className="flex gap-1 font-semibold">
				<label htmlFor={id} className="text-primary">
					{label}
				</label>
				{required ? (
					<span aria-hidden="true" className="text-danger">
						*
					</span>
				) : null}
			</div>
			<Control field={props} shared={shared} />
			{hint ? (
				<p id={`${id}-hint`} className="text-sm text-muted-foreground">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} className="text-sm font-semibold text-danger">
					{error}
				</p>
			) : null}
		</div>
	)
}
