import { Phone } from 'lucide-react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { servicePageContent } from '#app/content/service-page.ts'
import { siteConfig } from '#app/content/site-config.ts'

type ServiceQuoteBarProps = {
	/** The id of the full call to action, which on small screens sits below all the prose. */
	callToActionId: string
}

/** On small screens the sidebar follows the long copy; this bar puts a call and a quote at the top. */
export function ServiceQuoteBar({ callToActionId }: ServiceQuoteBarProps) {
	return (
		<Card
			tone="water"
			padding="none"
			className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5 lg:hidden print:hidden"
		>
			<p className="min-w-40 flex-1 font-bold text-primary">
				{servicePageContent.quoteBar.question}
			</p>
			<div className="flex gap-2">
				<a
					href={siteConfig.phone.href}
					className={buttonVariants({ variant: 'primary', size: 'sm' })}
				>
					<Phone aria-hidden="true" />
					{servicePageContent.quoteBar.call}
					<span className="sr-only">{` ${siteConfig.phone.display}`}</span>
				</a>
				<a
					href={`#${callToActionId}`}
					className={buttonVariants({ variant: 'outline', size: 'sm' })}
				>
					{servicePageContent.quoteBar.quote}
				</a>
			</div>
		</Card>
	)
}
