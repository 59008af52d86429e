import { FileText, Link2, Printer } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { quoteCallToAction } from '#app/content/quote-links.ts'

const copyMessages = { idle: '', copied: sizingShared.linkCopied, failed: sizingShared.copyFailed }

type ResultActionsProps = {
	/** The quote form, filled in with this result and carrying its address. */
	quote: string
}

/** What a buyer does with a result: ask for a quote on it (the first and strongest), copy or print it. */
export function ResultActions({ quote }: ResultActionsProps) {
	const [copy, setCopy] = useState<keyof typeof copyMessages>('idle')
	const copyLink = async () => {
		try {
			await navigator.clipboard.writeText(window.location.href)
			setCopy('copied')
		} catch {
			setCopy('failed')
		}
	}
	return (
		<ul className="flex flex-wrap items-center gap-3 print:hidden">
			<li>
				<Link to={quote} className={buttonVariants({ size: 'wrap' })}>
					<FileText aria-hidden="true" />
					{quoteCallToAction.fromSizing}
				</Link>
			</li>
			{/* The copy's outcome is told beside its button, without a line of its own. */}
			<li className="flex items-center">
				<button
					type="button"
					onClick={copyLink}
					className={buttonVariants({ variant: 'outline', size: 'sm' })}
				>
					<Link2 aria-hidden="true" />
					{sizingShared.copyLink}
				</button>
				<p role="status" className="text-sm font-semibold text-link not-empty:pl-3">
					{copyMessages[copy]}
				</p>
			</li>
			<li>
				<button
					type="button"
					onClick={() => window.print()}
					className={buttonVariants({ variant: 'outline', size: 'sm' })}
				>
					<Printer aria-hidden="true" />
					{sizingShared.print}
				</button>
			</li>
		</ul>
	)
}
