import { CounterList } from '#app/components/sections/counter-list.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { aboutContent } from '#app/content/about.ts'
import { aboutCounters } from '#app/content/counters.ts'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/content/seo.ts'

export const meta = () => pageMeta(pages.about)

export default function AboutRoute() {
	return (
		<>
			<PageBanner title={pages.about.title} path={pages.about.path} parents={[homeCrumb]} />
			<section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
				<SectionHeading eyebrow={aboutContent.eyebrow} title={aboutContent.title} align="start">
					<div className="space-y-4">
						{aboutContent.paragraphs.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</SectionHeading>
				<div className="grid content-start gap-6">
					<Card className="space-y-3">
						<h3 className="text-xl">Our mission</h3>
						<p className="leading-relaxed text-ink-600">{aboutContent.mission}</p>
					</Card>
					<Card className="space-y-3">
						<h3 className="text-xl">Our commitment</h3>
						<p className="leading-relaxed text-ink-600">{aboutContent.commitment}</p>
					</Card>
				</div>
			</section>
			<section className="bg-navy-900 py-16 lg:py-24">
				<div className="mx-auto max-w-7xl space-y-10 px-4 sm:px-6">
					<h2 className="text-center text-3xl text-white sm:text-4xl">
						{aboutContent.countersHeading}
					</h2>
					<CounterList counters={aboutCounters} />
				</div>
			</section>
			<section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
				<SectionHeading eyebrow="Our journey" title="Twenty years of plants that keep running" />
				<ol className="mt-12 space-y-8 border-l-2 border-water-200 pl-8">
					{aboutContent.timeline.map((milestone) => (
						<li key={milestone.year} className="relative">
							<span
								aria-hidden="true"
								className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-water-500 shadow-card"
							/>
							<p className="font-extrabold text-water-700">{milestone.year}</p>
							<h3 className="mt-1 text-xl">{milestone.title}</h3>
							<p className="mt-2 leading-relaxed text-ink-600">{milestone.text}</p>
						</li>
					))}
				</ol>
			</section>
		</>
	)
}
