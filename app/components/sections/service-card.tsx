import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { type Service, servicePath } from '#app/content/services.ts'

type ServiceCardProps = { service: Service; headingLevel?: 'h2' | 'h3' }

export function ServiceCard({ service, headingLevel: Heading = 'h3' }: ServiceCardProps) {
	return (
		<article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-raised">
			<Artwork
				kind="services"
				name={service.slug}
				alt={service.imageAlt}
				className="bg-ink-50 transition-transform duration-500 group-hover:scale-[1.03]"
			/>
			<div className="flex flex-1 flex-col gap-3 border-t border-ink-100 px-6 pb-6">
				<span className="-mt-7 mb-1 grid size-14 shrink-0 place-items-center self-start rounded-card bg-navy-900 text-water-300 shadow-card">
					<ServiceIcon name={service.icon} className="size-7" />
				</span>
				<Heading className="text-xl">{service.title}</Heading>
				<p className="flex-1 leading-relaxed text-ink-600">{service.summary}</p>
				<Link
					to={servicePath(service)}
					className="inline-flex items-center gap-2 font-bold text-water-700 after:absolute after:inset-0 after:rounded-card hover:text-navy-900"
				>
					Read More
					<ArrowRight
						aria-hidden="true"
						className="size-4 transition-transform group-hover:translate-x-1"
					/>
					<span className="sr-only">{`about ${service.title}`}</span>
				</Link>
			</div>
		</article>
	)
}
