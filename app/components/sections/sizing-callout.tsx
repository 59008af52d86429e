import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '#app/components/ui/card.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { sizingCallout } from '#app/content/copy.ts'
import { pages } from '#app/content/pages.ts'
import type { Service } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'
import { sizingToolFor } from '#app/site/sizing-tools.ts'

type SizingCalloutProps = {
	/** On a service page: "Size this plant" with the tool for its family, or nothing without one. */
	forService?: Pick<Service, 'family' | 'slug'>
	/**
	 * A card (the default); a band of its own between page sections; or, inside another card that
	 * offers the next step beside it, its text alone, so two cards of one style never stack.
	 */
	layout?: 'card' | 'band' | 'inside'
	className?: string
}

/** A card that sends a buyer to the plant-sizing tools; the whole card is one link target. */
export function SizingCallout({ forService, layout = 'card', className }: SizingCalloutProps) {
	const tool = forService ? sizingToolFor(forService) : pages.plantSizing
	if (!tool) return null
	const content = (
		<>
			<div className="flex-1">
				<Link
					to={tool.path}
					className="text-lg font-bold text-primary after:absolute after:inset-0 after:rounded-card"
				>
					{forService ? sizingCallout.servicePageTitle : sizingCallout.title}
				</Link>
				<p className="text-muted-foreground">{sizingCallout.lead}</p>
			</div>
			<ArrowRight aria-hidden="true" className="size-5 shrink-0 text-link" />
		</>
	)
	const classes = cn('relative flex items-center gap-4 print:hidden', className)
	if (layout === 'inside') return <div className={classes}>{content}</div>
	const card = (
		<Card tone="water" padding="compact" interactive className={classes}>
			{content}
		</Card>
	)
	// As a band it may close the page: full spacing keeps the card's shadow clear of the footer's wave.
	return layout === 'band' ? <Section width="wide">{card}</Section> : card
}
