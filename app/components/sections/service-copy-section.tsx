import type { CopySection } from '#app/content/service-copy.ts'
import { cn } from '#app/lib/cn.ts'

type ServiceCopySectionProps = { section: CopySection; className?: string }

export function ServiceCopySection({ section, className }: ServiceCopySectionProps) {
	return (
		<section className={cn('space-y-4', className)}>
			<h2 className="text-2xl print:text-lg">{section.heading}</h2>
			{section.paragraphs.map((paragraph) => (
				<p
					key={paragraph}
					className="leading-relaxed text-muted-foreground sm:text-lg print:text-sm"
				>
					{paragraph}
				</p>
			))}
		</section>
	)
}
