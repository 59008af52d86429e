import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { pages } from '#app/content/pages.ts'
import { notFoundScreen } from '#app/content/status-screens.ts'

type NotFoundProps = { title?: string; message?: string }

export function NotFound({
	title = pages.errorPage.title,
	message = notFoundScreen.lead,
}: NotFoundProps) {
	return (
		<Container
			width="narrow"
			className="flex flex-col items-center gap-6 py-16 text-center sm:py-24"
		>
			{/* A decorative numeral drawn as graphics, not text for readers or contrast checks. */}
			<svg
				aria-hidden="true"
				viewBox="0 0 360 130"
				className="h-28 w-auto max-w-full fill-tint sm:h-36"
			>
				<text
					x="180"
					y="116"
					textAnchor="middle"
					className="text-[136px] font-extrabold tracking-tighter"
				>
					404
				</text>
			</svg>
			<span className="-mt-16 grid size-20 place-items-center rounded-full bg-inverse text-inverse-accent shadow-raised sm:-mt-20">
				<Compass aria-hidden="true" className="size-10" strokeWidth={1.5} />
			</span>
			<h1 className="text-3xl sm:text-5xl">{title}</h1>
			<p className="text-lg text-muted-foreground">{message}</p>
			<nav aria-label={notFoundScreen.linksLabel} className="flex flex-wrap justify-center gap-3">
				<Link to={pages.home.path} className={buttonVariants({ variant: 'primary' })}>
					{notFoundScreen.homeLabel}
				</Link>
				<Link to={pages.services.path} className={buttonVariants({ variant: 'outline' })}>
					{notFoundScreen.servicesLabel}
				</Link>
				<Link to={pages.contact.path} className={buttonVariants({ variant: 'outline' })}>
					{notFoundScreen.contactLabel}
				</Link>
			</nav>
		</Container>
	)
}
