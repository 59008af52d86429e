import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { pages } from '#app/content/pages.ts'

type NotFoundProps = { title?: string; message?: string }

export function NotFound({
	title = 'Page not found',
	message = 'The page you are looking for has moved or never existed. These will get you back on course.',
}: NotFoundProps) {
	return (
		<section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
			{/* A decorative numeral drawn as graphics, not text for readers or contrast checks. */}
			<svg
				aria-hidden="true"
				viewBox="0 0 360 130"
				className="h-28 w-auto max-w-full fill-water-100 sm:h-36"
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
			<h1 className="text-3xl sm:text-4xl">{title}</h1>
			<p className="text-lg text-muted-foreground">{message}</p>
			<nav aria-label="Helpful links" className="flex flex-wrap justify-center gap-3">
				<Link to={pages.home.path} className={buttonVariants({ variant: 'primary' })}>
					Home
				</Link>
				<Link to={pages.services.path} className={buttonVariants({ variant: 'outline' })}>
					Services
				</Link>
				<Link to={pages.contact.path} className={buttonVariants({ variant: 'outline' })}>
					Contact
				</Link>
			</nav>
		</section>
	)
}
