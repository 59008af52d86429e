import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import type { CaseStudy } from '#app/content/case-studies.ts'
import { clientLogos } from '#app/content/logos.ts'
import { findService, servicePath } from '#app/content/services.ts'

type CaseStudyCardProps = { caseStudy: CaseStudy }

export function CaseStudyCard({ caseStudy }: CaseStudyCardProps) {
	const client = clientLogos.find((logo) => logo.id === caseStudy.client)
	const service = findService(caseStudy.plant)
	if (!client || !service) return null
	const facts = [
		['Capacity', caseStudy.capacity],
		['City', caseStudy.city],
		['Year', String(caseStudy.year)],
	] as const
	return (
		<Card
			as="article"
			className="group relative flex flex-col gap-5 transition-shadow hover:shadow-raised"
		>
			<div className="w-36">
				<ClientLogo logo={client} className="object-left" />
			</div>
			<div className="space-y-1">
				<p className="text-sm font-bold text-water-700">{client.name}</p>
				<h3 className="text-xl">
					{/* The link covers the whole card, so the card is one target for the plant's page. */}
					<Link
						to={servicePath(service)}
						className="after:absolute after:inset-0 after:rounded-card"
					>
						{service.title}
					</Link>
				</h3>
			</div>
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-y border-ink-100 py-4 text-sm">
				{facts.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="font-semibold text-ink-500">{term}</dt>
						<dd className="font-bold text-navy-900">{value}</dd>
					</div>
				))}
			</dl>
			<p className="flex-1 leading-relaxed text-ink-700">{caseStudy.outcome}</p>
			<p
				aria-hidden="true"
				className="flex items-center gap-2 text-sm font-bold text-water-700 group-hover:text-navy-900"
			>
				See the plant
				<ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
			</p>
		</Card>
	)
}
