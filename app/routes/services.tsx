import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { ServiceCard } from '#app/components/sections/service-card.tsx'
import { SizingCallout } from '#app/components/sections/sizing-callout.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { servicesByFamily } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/services.json' with { type: 'json' }

export const meta = () => pageMeta(page)

// Columns per family size, so no family ends in a half-empty row on a wide screen: two small
// families share a row, larger ones take the full width in as many columns as divide them well.
const familyGrid = (count: number) =>
	count <= 2
		? { section: 'lg:col-span-2', list: 'sm:grid-cols-2' }
		: count === 3
			? { section: 'lg:col-span-4', list: 'sm:grid-cols-3' }
			: count === 5
				? { section: 'lg:col-span-4', list: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5' }
				: { section: 'lg:col-span-4', list: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' }

export default function ServicesRoute() {
	const families = servicesByFamily()
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} lead={page.banner} action={<QuoteLink />} />
			<Section>
				<SectionHeading eyebrow={page.intro.eyebrow} title={page.intro.title}>
					{page.description}
				</SectionHeading>
				<nav aria-label={page.familiesLabel} className="mt-8">
					{/* On a phone the chips start at the left and leave the right edge to the chat button,
					    which would otherwise cover a chip as it scrolls past. */}
					<ul className="flex flex-wrap gap-3 max-sm:pr-12 sm:justify-center">
						{families.map((family) => (
							<li key={family.id}>
								<a
									href={`#${family.id}`}
									className="inline-flex items-center gap-2 rounded-pill border border-border bg-surface px-4 py-2 text-sm font-bold text-primary shadow-card transition-colors hover:border-highlight hover:bg-surface-tint"
								>
									{family.title}
									<span
										aria-hidden="true"
										className="rounded-pill bg-surface-muted px-2 text-muted-foreground"
									>
										{family.services.length}
									</span>
								</a>
							</li>
						))}
					</ul>
				</nav>
				<SizingCallout className="mx-auto mt-10 max-w-3xl" />
				<div className="lg:grid lg:grid-cols-4 lg:gap-x-6">
					{families.map((family) => (
						// The fixed header would otherwise cover the heading a jump link scrolls to.
						<section
							key={family.id}
							id={family.id}
							aria-labelledby={`${family.id}-heading`}
							className={cn(
								'mt-12 scroll-mt-[calc(var(--spacing-header)+1.5rem)] border-t border-border pt-8 lg:mt-16',
								familyGrid(family.services.length).section,
							)}
						>
							<h2 id={`${family.id}-heading`} className="text-2xl sm:text-3xl">
								{family.title}
							</h2>
							<ul className={cn('mt-8 grid gap-6', familyGrid(family.services.length).list)}>
								{family.services.map((service) => (
									<li key={service.slug}>
										<ServiceCard service={service} quoteLink compactOnPhone />
									</li>
								))}
							</ul>
						</section>
					))}
				</div>
			</Section>
		</HydrationBoundaries>
	)
}
