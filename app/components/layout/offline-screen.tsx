import { WifiOff } from 'lucide-react'
import { useEffect } from 'react'
import { offlineScreen } from '#app/content/status-screens.ts'

export function OfflineScreen() {
	useEffect(() => {
		const root = document.documentElement
		const previous = root.style.overflow
		root.style.overflow = 'hidden'
		return () => {
			root.style.overflow = previous
		}
	}, [])

	return (
		<div
			role="alert"
			className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-inverse-deep px-6 text-center text-inverse-foreground"
		>
			<span className="grid size-24 place-items-center rounded-full bg-inverse-raised text-inverse-accent">
				<WifiOff aria-hidden="true" className="size-12" strokeWidth={1.5} />
			</span>
			<p className="max-w-md text-2xl font-bold leading-snug text-balance">{offlineScreen.title}</p>
			<p className="text-sm text-inverse-subtle">{offlineScreen.lead}</p>
		</div>
	)
}
