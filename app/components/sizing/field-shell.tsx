type FieldShellProps = {
	id: string
	label: string
	error?: string
	children: React.ReactNode
}

/** A label, its control and the control's error, tied together for assistive technology. */
export function FieldShell({ id, label, error, children }: FieldShellProps) {
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

/** Ties a control to its error message for assistive technology. */
export const describedBy = (id: string, error?: string) =>
	error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
