import { LogOut } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { AdminApiError, adminApi } from '#app/components/admin/admin-api.ts'
import { Inbox } from '#app/components/admin/inbox.tsx'
import { SignInForm } from '#app/components/admin/sign-in-form.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Logo } from '#app/components/ui/logo.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.admin)

type Session =
	| { state: 'checking' }
	| { state: 'signed-out'; notice?: string }
	| { state: 'signed-in'; name: string }

/**
 * The company's inbox. Its data needs a session, so the prerendered page is only the frame and a
 * loading line of the same size as the sign-in card; the browser asks the API who is signed in.
 */
export default function AdminRoute() {
	const [session, setSession] = useState<Session>({ state: 'checking' })
	// Where focus goes after signing in or out: the heading of what replaced the form.
	const heading = useRef<HTMLHeadingElement>(null)
	const moveFocus = useRef(false)

	useEffect(() => {
		adminApi<{ name: string }>('/session')
			.then(({ name }) => setSession({ state: 'signed-in', name }))
			.catch((caught: unknown) =>
				setSession({
					state: 'signed-out',
					notice:
						caught instanceof AdminApiError && caught.status !== 401 ? caught.message : undefined,
				}),
			)
	}, [])

	// After every render: the flag is set only by a sign-in or sign-out, and cleared here.
	useEffect(() => {
		if (moveFocus.current) heading.current?.focus()
		moveFocus.current = false
	})

	const signedIn = useCallback((name: string) => {
		moveFocus.current = true
		setSession({ state: 'signed-in', name })
	}, [])
	const signedOut = useCallback((notice?: string) => {
		moveFocus.current = true
		setSession({ state: 'signed-out', notice })
	}, [])

	const signOut = async () => {
		await adminApi('/session', { method: 'DELETE' }).catch(() => undefined)
		signedOut('You have signed out.')
	}

	return (
		<div className="flex min-h-dvh flex-col bg-surface-muted">
			<header className="bg-inverse text-inverse-foreground">
				<div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
					<div className="flex items-center gap-4">
						<Link to={pages.home.path} aria-label={`${pages.home.title}: back to the website`}>
							<Logo variant="white" size="compact" />
						</Link>
						<h1 className="text-xl text-inverse-foreground sm:text-2xl">{pages.admin.title}</h1>
					</div>
					{session.state === 'signed-in' ? (
						<div className="flex items-center gap-3">
							<span className="text-sm text-inverse-muted">
								Signed in as <strong className="text-inverse-foreground">{session.name}</strong>
							</span>
							<button
								type="button"
								onClick={signOut}
								className={buttonVariants({ variant: 'light', size: 'sm' })}
							>
								<LogOut aria-hidden="true" />
								Sign out
							</button>
						</div>
					) : null}
				</div>
			</header>
			<main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
				{session.state === 'checking' ? (
					<Card className="mx-auto w-full max-w-md">
						<p role="status" className="text-muted-foreground">
							Opening the inbox…
						</p>
					</Card>
				) : session.state === 'signed-out' ? (
					<SignInForm onSignedIn={signedIn} notice={session.notice} headingRef={heading} />
				) : (
					<Inbox onSignedOut={signedOut} headingRef={heading} />
				)}
			</main>
		</div>
	)
}
