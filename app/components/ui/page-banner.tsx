import type { Crumb } from '#app/content/navigation.ts'
import { Breadcrumb } from './breadcrumb.tsx'
import { NavyBackdrop } from './navy-backdrop.tsx'
import { WaveDivider } from './wave-divider.tsx'

type PageBannerProps = {
	title: string
	/** Crumbs above the current page, e.g. Home; the page itself is appended. */
	parents: readonly Crumb[]
	path: string
	eyebrow?: string
}

/** The banner is half the viewport high: the brand's page banners share one height. */
export function PageBanner({ title, parents, path, eyebrow }: PageBannerProps) {
	return (
		<section className="relative isolate flex min-h-[50vh] flex-col overflow-hidden bg-navy-900 text-white print:min-h-0 print:bg-white">
			<NavyBackdrop />
			<div className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center print:items-start print:p-0 print:pb-4 print:text-left">
				{eyebrow ? (
					<p className="text-sm font-bold tracking-[0.2em] text-water-300 uppercase">{eyebrow}</p>
				) : null}
				<h1 className="text-4xl text-balance text-white sm:text-5xl lg:text-6xl print:text-3xl print:text-navy-900">
					{title}
				</h1>
				<Breadcrumb trail={[...parents, { label: title, path }]} />
			</div>
			<WaveDivider className="text-white" />
		</section>
	)
}
