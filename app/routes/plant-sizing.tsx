import { ArrowRight, Droplet, GlassWater, Recycle } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { pages } from '#app/content/pages.ts'
import { plantSizingOverview } from '#app/content/plant-sizing-words.ts'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/plantSizing.json' with { type: 'json' }

export const meta = () => pageMeta(page)

const tools = [
	{ ...plantSizingOverview.tools.water, icon: Droplet, path: pages.plantSizingWater.path },
	{ ...plantSizingOverview.tools.filling, icon: GlassWater, path: pages.plantSizingFilling.path },
	{ ...plantSizingOverview.tools.sewage, icon: Recycle, path: pages.plantSizingSewage.path },
]

export default function PlantSizingRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} lead={page.banner} />
			<Section>
				<SectionHeading eyebrow={page.title} title={plantSizingOverview.title}>
					{plantSizingOverview.lead}
				</SectionHeading>
				<ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
					{tools.map(({ icon: Icon, ...tool }) => (
						<li key={tool.path}>
							<Card className="flex h-full flex-col gap-4">
								<span className="grid size-14 place-items-center rounded-full bg-surface-tint text-link">
									<Icon aria-hidden="true" className="size-7" />
								</span>
								<h3 className="text-2xl">{tool.title}</h3>
								<p className="flex-1 leading-relaxed text-muted-foreground">{tool.text}</p>
								<Link to={tool.path} className={buttonVariants({ className: 'self-start' })}>
									{tool.action}
									<ArrowRight aria-hidden="true" />
								</Link>
							</Card>
						</li>
					))}
				</ul>
			</Section>
		</HydrationBoundaries>
	)
}
