import { LogOut } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { Inbox } from '#app/components/admin/inbox.tsx'
import { SignInForm } from '#app/components/admin/sign-in-form.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Logo } from '#app/components/ui/logo.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/admin.json' with { type: 'json' }
import { type InboxAnswer, inboxAction, inboxLoader } from '#server/inquiries/context.ts'

export const meta = () => pageMeta(page)

// The inbox's data needs a session, so the page is rendered per request, never prerendered.
export const loader = inboxLoader
export const action = inboxAction

/** The company's inbox: the sign-in form, or the list of inquiries for a signed-in user. */
export default function AdminRoute() {
	const inbox = useLoaderData<typeof loader>()
	const answer = useActionData<InboxAnswer>()
	// Where focus goes after signing in or out: the heading of what replaced the form.
	const heading = useRef<HTMLHeadingElement>(null)
	const shownUser = useRef(inbox.user)
	useEffect(() => {
		if (shownUser.current !== inbox.user) heading.current?.focus()
		shownUser.current = inbox.user
	}, [inbox.user])

	return (
		<div className="flex min-h-dvh flex-col bg-surface-muted">
			<header className="bg-inverse text-inverse-foreground">
				<Container className="flex flex-wrap items-center justify-between gap-4 py-4">
					<div className="flex items-center gap-4">
						<Link to={pages.home.path} aria-label={`${pages.home.title}: back to the website`}>
							<Logo variant="white" size="compact" />
						</Link>
						<h1 className="text-xl text-inverse-foreground sm:text-2xl">{page.title}</h1>
					</div>
					{inbox.user ? (
						<Form method="post" className="flex items-center gap-3">
							<span className="text-sm text-inverse-muted">
								Signed in as <strong className="text-inverse-foreground">{inbox.user}</strong>
							</span>
							<button
								type="submit"
								name="intent"
								value="sign-out"
								className={buttonVariants({ variant: 'light', size: 'sm' })}
							>
								<LogOut aria-hidden="true" />
								Sign out
							</button>
						</Form>
					) : null}
				</Container>
			</header>
			<main id="main" className="flex-1 py-8 sm:py-12">
				<Container>
					{inbox.user ? (
						<Inbox {...inbox} answer={answer} headingRef={heading} />
					) : (
						<SignInForm answer={answer} headingRef={heading} />
					)}
				</Container>
			</main>
		</div>
	)
}
