import { ArrowRight, CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { WaveDivider } from '#app/components/ui/wave-divider.tsx'
import { homeCounters } from '#app/content/counters.ts'
import { homeIntro, hotCategories, whyDifferent } from '#app/content/home.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/content/seo.ts'
import { findService, servicePath } from '#app/content/services.ts'
import { siteConfig } from '#app/content/site-config.ts'

export const meta = () => pageMeta(pages.home)

export default function HomeRoute() {
	return (
		<>
			<section className="relative isolate overflow-hidden bg-navy-900 text-white">
				<div
					aria-hidden="true"
					className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_10%,var(--color-water-600)_0,transparent_40%),radial-gradient(circle_at_10%_90%,var(--color-navy-500)_0,transparent_45%)] opacity-80"
				/>
				<div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-20 pb-16 sm:px-6 lg:pt-28 lg:pb-24">
					<p className="text-sm font-bold tracking-[0.2em] text-water-300 uppercase">
						{`${siteConfig.name} · since ${siteConfig.founded}`}
					</p>
					<h1 className="max-w-4xl text-4xl leading-[1.08] text-balance text-white sm:text-6xl">
						{siteConfig.tagline}
					</h1>
					<p className="max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">
						{homeIntro.aboutText[0]}
					</p>
					<div className="flex flex-wrap gap-3">
						<Link to={pages.contact.path} className={buttonVariants({ size: 'lg' })}>
							{homeIntro.heroCta}
							<ArrowRight aria-hidden="true" />
						</Link>
						<Link
							to={pages.about.path}
							className={buttonVariants({ variant: 'light', size: 'lg' })}
						>
							Discover More
						</Link>
					</div>
					<dl className="mt-6 grid max-w-md grid-cols-2 gap-6 border-t border-navy-700 pt-8">
						{homeCounters.map((counter) => (
							<div key={counter.id}>
								<dt className="text-sm font-semibold text-navy-200">{counter.label}</dt>
								<dd className="text-4xl font-extrabold text-white">{`${counter.value}${counter.suffix}`}</dd>
							</div>
						))}
					</dl>
				</div>
				<WaveDivider className="text-white" />
			</section>

			<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
				<SectionHeading
					eyebrow="Hot Selling Categories"
					title="The plants our clients order most"
				/>
				<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{hotCategories.map((category) => {
						const service = findService(category.service)
						if (!service) return null
						return (
							<li
								key={category.id}
								className="flex flex-col gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card"
							>
								<Artwork
									kind="hot"
									name={category.service}
									alt={category.imageAlt}
									className="-mx-6 -mt-6 w-[calc(100%+3rem)] max-w-none rounded-t-card bg-ink-50"
								/>
								<span className="grid size-14 place-items-center rounded-card bg-water-50 text-water-700">
									<ServiceIcon name={service.icon} className="size-7" />
								</span>
								<h3 className="text-xl">
									<Link to={servicePath(service)} className="hover:text-water-700">
										{category.title}
									</Link>
								</h3>
								<p className="flex-1 leading-relaxed text-ink-600">{category.summary}</p>
								<Link
									to={servicePath(service)}
									className="font-bold text-water-700 hover:text-navy-900"
								>
									Read More +<span className="sr-only">{` about ${category.title}`}</span>
								</Link>
							</li>
						)
					})}
				</ul>
			</section>

			<section className="bg-ink-50 py-16 lg:py-24">
				<div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
					<SectionHeading
						eyebrow={homeIntro.aboutEyebrow}
						title={homeIntro.aboutTitle}
						align="start"
					>
						<p>{homeIntro.aboutText[1]}</p>
						<Link
							to={pages.about.path}
							className={buttonVariants({ variant: 'primary', className: 'mt-6' })}
						>
							Know Details
						</Link>
					</SectionHeading>
					<div>
						<h2 className="sr-only">Why Are We Different</h2>
						<ul className="grid gap-5 sm:grid-cols-2">
							{whyDifferent.map((point) => (
								<li key={point.id} className="rounded-card bg-white p-6 shadow-card">
									<CheckCircle2 aria-hidden="true" className="size-7 text-water-700" />
									<h3 className="mt-4 text-lg">{point.title}</h3>
									<p className="mt-2 leading-relaxed text-ink-600">{point.text}</p>
								</li>
							))}
						</ul>
					</div>
				</div>
			</section>
		</>
	)
}
