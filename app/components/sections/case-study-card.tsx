import { Link } from 'react-router'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { Photo } from '#app/components/ui/photo.tsx'
import { PlantPicture } from '#app/components/ui/plant-picture.tsx'
import { ReadMore } from '#app/components/ui/read-more.tsx'
import {
	type CaseStudy,
	caseStudyFactLabels,
	caseStudyPlantLinkLabel,
} from '#app/content/case-studies.ts'
import { clientLogos } from '#app/content/logos.ts'
import { servicePath } from '#app/content/service-links.ts'
import { findService } from '#app/content/services.ts'
import { PHOTO_SLOTS } from '#app/lib/photo-slots.ts'

type CaseStudyCardProps = { caseStudy: CaseStudy }

export function CaseStudyCard({ caseStudy }: CaseStudyCardProps) {
	const client = clientLogos.find((logo) => logo.id === caseStudy.client)
	const service = findService(caseStudy.plant)
	if (!client || !service) return null
	const facts = [
		[caseStudyFactLabels.capacity, caseStudy.capacity],
		[caseStudyFactLabels.city, caseStudy.city],
		[caseStudyFactLabels.year, String(caseStudy.year)],
	] as const
	return (
		// On a phone the picture stands small beside the client and the plant, so six cards stay short.
		<Card
			as="article"
			interactive
			className="group relative flex flex-col gap-5 max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:gap-x-3 max-sm:gap-y-4 max-sm:p-4"
		>
			{/* The site's own photo, else a picture of the plant it is. */}
			{caseStudy.photo ? (
				<Photo
					photo={caseStudy.photo}
					slot="caseStudy"
					className="rounded-card bg-surface-muted max-sm:row-span-2 max-sm:aspect-auto max-sm:h-21 max-sm:object-cover"
				/>
			) : (
				<PlantPicture
					service={service}
					sizes={PHOTO_SLOTS.caseStudy.sizes}
					className="aspect-[3/2] rounded-card bg-surface-muted object-contain max-sm:row-span-2 max-sm:aspect-auto max-sm:h-21"
				/>
			)}
			<div className="w-36 max-sm:self-end">
				<ClientLogo logo={client} className="object-left" />
			</div>
			<div className="space-y-1 max-sm:self-start">
				<p className="text-sm font-bold text-link">{client.name}</p>
				<h3 className="text-lg">
					{/* The link covers the whole card, so the card is one target for the plant's page. */}
					<Link
						to={servicePath(service)}
						className="after:absolute after:inset-0 after:rounded-card"
					>
						{service.title}
					</Link>
				</h3>
			</div>
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-y border-border py-4 text-sm max-sm:col-span-2">
				{facts.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="font-semibold text-muted-foreground">{term}</dt>
						<dd className="font-bold text-primary">{value}</dd>
					</div>
				))}
			</dl>
			<p className="flex-1 leading-relaxed text-foreground max-sm:col-span-2">
				{caseStudy.outcome}
			</p>
			<div className="flex flex-wrap items-center justify-between gap-3 max-sm:col-span-2">
				<ReadMore label={caseStudyPlantLinkLabel} aria-hidden />
				{/* Above the card-wide link to the plant's page, so it is a target of its own. */}
				<QuoteLink service={service} variant="outline" size="sm" className="relative z-10" />
			</div>
		</Card>
	)
}
