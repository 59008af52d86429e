import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { pages } from '#app/content/pages.ts'
import { findService } from '#app/content/services.ts'

export function SewagePromo() {
	const stp = findService('stp-plants')
	return (
		<section className="px-4 sm:px-6">
			<div className="mx-auto grid max-w-7xl items-center gap-10 overflow-hidden rounded-card bg-navy-900 p-8 text-white sm:p-12 lg:grid-cols-2">
				<div className="space-y-5">
					<p className="text-sm font-bold tracking-[0.18em] text-water-300 uppercase">
						{homeSections.sewageEyebrow}
					</p>
					<h2 className="text-3xl text-balance text-white sm:text-4xl">
						{homeIntro.sewagePromo.title}
					</h2>
					<p className="text-lg leading-relaxed text-navy-100">{homeIntro.sewagePromo.text}</p>
					<Link to={pages.services.path} className={buttonVariants({ size: 'lg' })}>
						{homeIntro.sewagePromo.cta}
						<ArrowRight aria-hidden="true" />
					</Link>
				</div>
				{stp ? (
					<Artwork
						kind="services"
						name={stp.slug}
						alt={stp.imageAlt}
						className="rounded-card bg-water-50"
					/>
				) : null}
			</div>
		</section>
	)
}
