import { Link2, Printer } from 'lucide-react'
import { useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { sizingShared } from '#app/content/plant-sizing.ts'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Copy link and Print for a result. The row is a list, so a further action (a quote carrying these
 * figures) is one more item.
 */
export function ResultActions() {
	const [copy, setCopy] = useState<CopyState>('idle')
	const copyLink = async () => {
		try {
			await navigator.clipboard.writeText(window.location.href)
			setCopy('copied')
		} catch {
			setCopy('failed')
		}
	}
	return (
		<div className="flex flex-wrap items-center gap-3 print:hidden">
			<ul className="flex flex-wrap gap-3">
				<li>
					<button
						type="button"
						onClick={copyLink}
						className={buttonVariants({ variant: 'outline' })}
					>
						<Link2 aria-hidden="true" />
						{sizingShared.copyLink}
					</button>
				</li>
				<li>
					<button
						type="button"
						onClick={() => window.print()}
						className={buttonVariants({ variant: 'outline' })}
					>
						<Printer aria-hidden="true" />
						{sizingShared.print}
					</button>
				</li>
			</ul>
			<p role="status" className="text-sm font-semibold text-link">
				{copy === 'copied'
					? sizingShared.linkCopied
					: copy === 'failed'
						? sizingShared.copyFailed
						: ''}
			</p>
		</div>
	)
}
