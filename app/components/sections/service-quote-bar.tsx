import { Phone } from 'lucide-react'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { servicePageContent } from '#app/content/service-page.ts'
import type { Service } from '#app/content/services.ts'
import { siteConfig } from '#app/content/site-config.ts'

type ServiceQuoteBarProps = { service: Pick<Service, 'slug' | 'title'> }

/**
 * A call and a quote for this plant, sticky under the header while a phone scrolls the long page, far
 * from the chat button. From 1024 px the banner's and the sidebar's calls to action take its place.
 */
export function ServiceQuoteBar({ service }: ServiceQuoteBarProps) {
	return (
		<Card
			tone="water"
			padding="none"
			// On a phone a strip from edge to edge, flush under the header: the two stuck bars take 122 px
			// of an 812 px screen, with no content showing between them.
			className="sticky top-(--spacing-header) z-20 -mx-4 flex flex-wrap items-center gap-3 rounded-none border-x-0 border-t-0 px-4 py-0.5 shadow-none sm:top-[calc(var(--spacing-header)+0.5rem)] sm:mx-0 sm:rounded-card sm:border sm:px-5 sm:py-3 sm:shadow-card lg:hidden print:hidden"
		>
			<p className="hidden min-w-40 flex-1 font-bold text-primary sm:block">
				{servicePageContent.quoteBar.question}
			</p>
			<div className="flex flex-1 gap-2 sm:flex-none">
				<a
					href={siteConfig.phone.href}
					className={buttonVariants({ variant: 'primary', size: 'sm' })}
				>
					<Phone aria-hidden="true" />
					{servicePageContent.quoteBar.call}
					<span className="sr-only">{` ${siteConfig.phone.display}`}</span>
				</a>
				<QuoteLink service={service} size="sm" className="flex-1 sm:flex-none" />
			</div>
		</Card>
	)
}
