import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { CounterList } from '#app/components/sections/counter-list.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { homeCounters } from '#app/content/counters.ts'
import { homeIntro, whyDifferent } from '#app/content/home.ts'
import { pages } from '#app/content/pages.ts'

export function WhatWeDo() {
	return (
		<Section tone="muted" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-12">
			<div className="flex flex-col gap-8">
				<SectionHeading eyebrow={homeIntro.aboutEyebrow} title={homeIntro.aboutTitle} align="start">
					<div className="space-y-4">
						{homeIntro.aboutText.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</SectionHeading>
				<CounterList counters={homeCounters} layout="tiles" />
				<Link
					to={pages.about.path}
					className={buttonVariants({ variant: 'primary', className: 'self-start' })}
				>
					{homeIntro.aboutLink}
				</Link>
			</div>
			<div>
				<h2 className="mb-6 text-2xl sm:text-3xl">{homeIntro.differentTitle}</h2>
				<ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
					{whyDifferent.map((point) => (
						<Card as="li" key={point.id} padding="compact">
							<h3 className="flex items-center gap-3 text-lg sm:flex-col sm:items-start sm:gap-4">
								<CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-link" />
								{point.title}
							</h3>
							<p className="mt-2 text-sm leading-relaxed text-muted-foreground sm:text-base">
								{point.text}
							</p>
						</Card>
					))}
				</ul>
			</div>
		</Section>
	)
}
