import { LogIn } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { cn } from '#app/lib/cn.ts'
import { AdminApiError, adminApi } from './admin-api.ts'

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

type SignInFormProps = {
	onSignedIn: (name: string) => void
	/** Why the visitor sees this form again, e.g. a session that ran out. */
	notice?: string
	headingRef: React.Ref<HTMLHeadingElement>
}

export function SignInForm({ onSignedIn, notice, headingRef }: SignInFormProps) {
	const id = useId()
	const password = useRef<HTMLInputElement>(null)
	const [error, setError] = useState<string>()
	const [busy, setBusy] = useState(false)

	const submit = async (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (busy) return
		const data = new FormData(event.currentTarget)
		setBusy(true)
		setError(undefined)
		try {
			const { name } = await adminApi<{ name: string }>('/session', {
				method: 'POST',
				body: { name: String(data.get('name')), password: String(data.get('password')) },
			})
			onSignedIn(name)
		} catch (caught) {
			const refused = caught instanceof AdminApiError ? caught : undefined
			setError(
				refused?.status === 429 && refused.retryAfterSeconds
					? `${refused.message} Sign-in opens again in about ${minutes(refused.retryAfterSeconds)} minutes.`
					: (refused?.message ?? 'Signing in failed. Please try again.'),
			)
			if (password.current) {
				password.current.value = ''
				password.current.focus()
			}
		} finally {
			setBusy(false)
		}
	}

	return (
		<Card className="mx-auto w-full max-w-md">
			<form onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-5">
				<h2
					id={`${id}-heading`}
					ref={headingRef}
					tabIndex={-1}
					className="text-2xl focus:outline-none"
				>
					Sign in
				</h2>
				{notice ? <p className="text-ink-700">{notice}</p> : null}
				<Field label="User name" name="name" autoComplete="username" required />
				<Field
					ref={password}
					label="Password"
					name="password"
					type="password"
					autoComplete="current-password"
					required
					aria-describedby={error ? `${id}-error` : undefined}
				/>
				{error ? (
					<p
						id={`${id}-error`}
						role="alert"
						className="rounded-card border-2 border-danger-600 bg-danger-50 p-3 font-semibold text-danger-600"
					>
						{error}
					</p>
				) : null}
				<button
					type="submit"
					aria-disabled={busy || undefined}
					className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full')}
				>
					<LogIn aria-hidden="true" />
					{busy ? 'Signing in…' : 'Sign in'}
				</button>
			</form>
		</Card>
	)
}
