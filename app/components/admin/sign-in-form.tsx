import { LogIn } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'

type SignInFormProps = {
	/** The last sign-in's refusal (with the name typed), or why the form shows again. */
	answer: { error?: string; name?: string; notice?: string } | undefined
	headingRef: React.Ref<HTMLHeadingElement>
}

/** Posts to the inbox's action, so it signs in with or without JavaScript. */
export function SignInForm({ answer, headingRef }: SignInFormProps) {
	const id = useId()
	const password = useRef<HTMLInputElement>(null)
	const busy = useNavigation().formData?.get('intent') === 'sign-in'
	const error = answer?.error

	// A refused sign-in: the password is typed again, the name stays.
	useEffect(() => {
		if (!answer?.error || !password.current) return
		password.current.value = ''
		password.current.focus()
	}, [answer])

	return (
		<Card className="mx-auto w-full max-w-md">
			<Form method="post" aria-labelledby={`${id}-heading`} className="space-y-5">
				<h2
					id={`${id}-heading`}
					ref={headingRef}
					tabIndex={-1}
					className="text-2xl focus:outline-none"
				>
					Sign in
				</h2>
				{answer?.notice ? <p className="text-foreground">{answer.notice}</p> : null}
				<Field label="User name">
					<input name="name" autoComplete="username" required defaultValue={answer?.name} />
				</Field>
				<Field label="Password">
					<input
						ref={password}
						name="password"
						type="password"
						autoComplete="current-password"
						required
						// Without JavaScript the refused page comes back with the password to type again.
						// biome-ignore lint/a11y/noAutofocus: focus belongs where the retry starts
						autoFocus={Boolean(error)}
						aria-describedby={error ? `${id}-error` : undefined}
					/>
				</Field>
				{error ? (
					<Alert id={`${id}-error`} role="alert" className="font-semibold">
						{error}
					</Alert>
				) : null}
				<button
					type="submit"
					name="intent"
					value="sign-in"
					aria-disabled={busy || undefined}
					className={buttonVariants({ variant: 'primary', size: 'lg', className: 'w-full' })}
				>
					<LogIn aria-hidden="true" />
					{busy ? 'Signing in…' : 'Sign in'}
				</button>
			</Form>
		</Card>
	)
}
