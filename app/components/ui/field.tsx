import { cva } from 'class-variance-authority'
import { cloneElement, useId } from 'react'
import { cn } from '#app/lib/cn.ts'

// A control focused or linked to scrolls to below the fixed header, with its label in view above it.
const controlVariants = cva(
	'w-full scroll-mt-[calc(var(--spacing-header)+3rem)] rounded-card border-2 bg-surface px-4 py-3 text-primary transition-colors placeholder:text-muted-foreground focus:border-ring focus:outline-none',
	{
		variants: { invalid: { true: 'border-danger', false: 'border-input' } },
		defaultVariants: { invalid: false },
	},
)

type ControlProps = Pick<
	React.ComponentProps<'input'>,
	'id' | 'required' | 'className' | 'aria-describedby' | 'aria-invalid'
>

type FieldProps = {
	label: string
	/** Read with the control, below it: what to enter. */
	hint?: string
	/** Why the value was refused, below the control; marks it invalid. */
	error?: string
	/** The wrapper's classes, for its place in the form's layout. */
	className?: string
	/** The one control (an input, a textarea, a select) the label, hint and error belong to. */
	children: React.ReactElement<ControlProps>
}

/**
 * A label, hint and error around any control, the hint and error tied to it by aria-describedby so a
 * screen reader reads them with it. The wiring goes onto the control, so a form writes plain elements.
 */
export function Field({ label, hint, error, className, children: control }: FieldProps) {
	const generatedId = useId()
	const { id = generatedId, required } = control.props
	const describedBy = [
		control.props['aria-describedby'],
		hint && `${id}-hint`,
		error && `${id}-error`,
	]
		.filter(Boolean)
		.join(' ')
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
			{cloneElement(control, {
				id,
				'aria-invalid': error ? true : undefined,
				'aria-describedby': describedBy || undefined,
				className: cn(controlVariants({ invalid: Boolean(error) }), control.props.className),
			})}
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

export const selectOptions = (options: readonly { value: string; label: string }[]) =>
	options.map(({ value, label }) => (
		<option key={value} value={value}>
			{label}
		</option>
	))
