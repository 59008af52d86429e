import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { type Service, servicePath } from '#app/content/services.ts'

type ServiceCardProps = { service: Service; headingLevel?: 'h2' | 'h3' }

export function ServiceCard({ service, headingLevel: Heading = 'h3' }: ServiceCardProps) {
	return (
		<article className="group relative flex h-full flex-col gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card transition-shadow hover:shadow-raised">
			<span className="grid size-14 place-items-center rounded-card bg-water-50 text-water-700 transition-colors group-hover:bg-navy-900 group-hover:text-water-300">
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
		</article>
	)
}
