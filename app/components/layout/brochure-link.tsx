import { Download } from 'lucide-react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { brochureLink } from '#app/content/navigation.ts'

export function BrochureLink({ className }: { className?: string }) {
	return (
		<ExternalLink href={brochureLink.href} className={buttonVariants({ className })}>
			<Download aria-hidden="true" />
			{brochureLink.label}
		</ExternalLink>
	)
}
