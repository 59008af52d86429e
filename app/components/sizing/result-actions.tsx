import { FileDown, FileText, Link2, Printer } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { quoteCallToAction } from '#app/content/quote-links.ts'

const copyMessages = { idle: '', copied: sizingShared.linkCopied, failed: sizingShared.copyFailed }

type ResultActionsProps = {
	/** The quote form, filled in with this result and carrying its address. */
	quote: string
	/** This result as a PDF. */
	proposal: string
}

const smallAction = buttonVariants({ variant: 'outline', size: 'sm' })

/**
 * What a buyer does with a result: ask for a quote on it (the first and strongest), copy its link, print
 * it or download it as a PDF to pass round (a plain link, so it works without JavaScript).
 */
export function ResultActions({ quote, proposal }: ResultActionsProps) {
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
				<button type="button" onClick={copyLink} className={smallAction}>
					<Link2 aria-hidden="true" />
					{sizingShared.copyLink}
				</button>
				<p role="status" className="text-sm font-semibold text-link not-empty:pl-3">
					{copyMessages[copy]}
				</p>
			</li>
			{/* A phone keeps the PDF instead: it is what a phone shares, and few print from one. */}
			<li className="max-sm:hidden">
				<button type="button" onClick={() => window.print()} className={smallAction}>
					<Printer aria-hidden="true" />
					{sizingShared.print}
				</button>
			</li>
			<li>
				<a href={proposal} type="application/pdf" download className={smallAction}>
					<FileDown aria-hidden="true" />
					{sizingShared.downloadPdf}
				</a>
			</li>
		</ul>
	)
}
