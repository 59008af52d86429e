import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Artwork, type ArtworkKind } from '#app/components/ui/artwork.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { type Service, servicePath } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'

type ServiceCardProps = {
	service: Service
	headingLevel?: 'h2' | 'h3'
	/** The home page's cards say "Read More +", the label the company uses there. */
	readMoreLabel?: string
	/** The home carousel leaves the illustrations out to keep the page's image weight down. */
	showArtwork?: boolean
	/** A card that presents the service under its own name, text and picture (home hot categories). */
	title?: string
	summary?: string
	artwork?: { kind: ArtworkKind; name: string; alt: string }
}

export function ServiceCard({
	service,
	headingLevel: Heading = 'h3',
	readMoreLabel = 'Read More',
	showArtwork = true,
	title = service.title,
	summary = service.summary,
	artwork = { kind: 'services', name: service.slug, alt: service.imageAlt },
}: ServiceCardProps) {
	const path = servicePath(service)
	return (
		<article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-raised">
			{showArtwork ? (
				<Artwork
					{...artwork}
					className="border-b border-ink-100 bg-ink-50 transition-transform duration-500 group-hover:scale-[1.03]"
				/>
			) : null}
			<div className={cn('flex flex-1 flex-col gap-3 px-6 pb-6', !showArtwork && 'pt-6')}>
				<span
					className={cn(
						'mb-1 grid size-14 shrink-0 place-items-center self-start rounded-card bg-navy-900 text-water-300 shadow-card',
						showArtwork && '-mt-7',
					)}
				>
					<ServiceIcon name={service.icon} className="size-7" />
				</span>
				<Heading className="text-xl">
					<Link to={path} className="hover:text-water-700">
						{title}
					</Link>
				</Heading>
				<p className="flex-1 leading-relaxed text-ink-600">{summary}</p>
				<Link
					to={path}
					className="inline-flex items-center gap-2 self-start font-bold text-water-700 hover:text-navy-900"
				>
					{readMoreLabel}
					<ArrowRight
						aria-hidden="true"
						className="size-4 transition-transform group-hover:translate-x-1"
					/>
					<span className="sr-only">{` about ${title}`}</span>
				</Link>
			</div>
		</article>
	)
}
