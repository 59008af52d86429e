import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { PlantPicture } from '#app/components/ui/plant-picture.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { pages } from '#app/content/pages.ts'
import { findService } from '#app/content/services.ts'

export function SewagePromo() {
	const stp = findService('stp-plants')
	return (
		<section>
			<Container>
				<Card
					tone="navy"
					padding="none"
					className="grid items-center gap-8 overflow-hidden p-6 sm:p-12 lg:grid-cols-2 lg:gap-10"
				>
					<div className="space-y-4 sm:space-y-5">
						<p className="text-sm font-bold tracking-[0.18em] text-inverse-accent uppercase">
							{homeSections.sewageEyebrow}
						</p>
						<h2 className="text-2xl text-balance text-inverse-foreground sm:text-3xl">
							{homeIntro.sewagePromo.title}
						</h2>
						<p className="leading-relaxed text-inverse-muted sm:text-lg">
							{homeIntro.sewagePromo.text}
						</p>
						<Link to={pages.services.path} className={buttonVariants({ size: 'wrap' })}>
							{homeIntro.sewagePromo.cta}
							<ArrowRight aria-hidden="true" />
						</Link>
					</div>
					{stp ? (
						<PlantPicture
							service={stp}
							// Half the 1280 px page beside the words from lg, the card's width below it.
							sizes="(min-width: 1024px) 560px, 100vw"
							className="rounded-card bg-surface-tint"
						/>
					) : null}
				</Card>
			</Container>
		</section>
	)
}
