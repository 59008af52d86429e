import type { ReactNode } from 'react'
import type { Crumb } from '#app/content/navigation.ts'
import { Breadcrumb } from './breadcrumb.tsx'
import { NavyBackdrop } from './navy-backdrop.tsx'
import { Container } from './section.tsx'
import { WaveDivider } from './wave-divider.tsx'

type PageBannerProps = {
	title: string
	/** Crumbs above the current page, e.g. Home; the page itself is appended. */
	parents: readonly Crumb[]
	path: string
	eyebrow?: string
	/** A line under the title that says what the page is for this visit, e.g. the product asked about. */
	lead?: ReactNode
}

/**
 * The brand's page banners share one look. From 768 px up a banner is half the screen tall; on a phone
 * it takes its content's height, at most 40% of the first screen, and leaves the rest to the page.
 */
export function PageBanner({ title, parents, path, eyebrow, lead }: PageBannerProps) {
	return (
		<section className="relative isolate flex min-h-56 md:min-h-banner flex-col overflow-hidden bg-inverse text-inverse-foreground print:min-h-0 print:bg-surface">
			<NavyBackdrop />
			<Container
				width="prose"
				className="flex flex-1 flex-col items-center justify-center gap-3 py-8 text-center sm:gap-4 lg:py-12 print:items-start print:p-0 print:pb-4 print:text-left"
			>
				{eyebrow ? (
					<p className="text-sm font-bold tracking-[0.2em] text-inverse-accent uppercase">
						{eyebrow}
					</p>
				) : null}
				<h1 className="text-3xl text-balance text-inverse-foreground lg:text-5xl print:text-3xl print:text-primary">
					{title}
				</h1>
				{lead ? (
					<p className="text-lg font-semibold text-balance text-inverse-accent lg:text-2xl">
						{lead}
					</p>
				) : null}
				<Breadcrumb trail={[...parents, { label: title, path }]} />
			</Container>
			<WaveDivider className="text-surface" />
		</section>
	)
}
