import type { ReactNode } from 'react'
import { type Crumb, homeCrumb } from '#app/content/navigation.ts'
import { Breadcrumb } from './breadcrumb.tsx'
import { NavyBackdrop } from './navy-backdrop.tsx'
import { Container } from './section.tsx'
import { WaveDivider } from './wave-divider.tsx'

type PageBannerProps = {
	title: string
	/** Crumbs above the current page, Home unless given; the page itself is appended. */
	parents?: readonly Crumb[]
	path: string
	/** A line under the title: what the page offers, or what it is for this visit (the product asked about). */
	lead?: ReactNode
	/** The page's main action under the breadcrumb, from 640 px: a phone's banner keeps to its 40%. */
	action?: ReactNode
	/** Beside the title from 768 px, `picture` on the right; a phone's banner shows only the title. */
	children?: ReactNode
	picture?: ReactNode
}

/**
 * The brand's page banners share one look. From 768 px up a banner is half the screen tall; on a phone
 * it takes its content's height, at most 40% of the first screen, and leaves the rest to the page.
 */
export function PageBanner({
	title,
	parents = [homeCrumb],
	path,
	lead,
	action,
	children,
	picture,
}: PageBannerProps) {
	const trail = [...parents, { label: title, path }]
	if (children) {
		return (
			<BannerFrame>
				<Container className="grid flex-1 content-center items-center gap-8 py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] md:pb-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12 print:block print:p-0 print:pb-4">
					<div className="flex flex-col items-center gap-3 text-center sm:gap-4 md:items-start md:text-left print:items-start print:text-left">
						<Breadcrumb trail={trail} align="start" />
						<BannerTitle title={title} />
						<div className="hidden md:contents print:hidden">{children}</div>
					</div>
					<div className="hidden md:block print:hidden">{picture}</div>
				</Container>
			</BannerFrame>
		)
	}
	return (
		<BannerFrame>
			<Container
				width="prose"
				className="flex flex-1 flex-col items-center justify-center gap-3 py-8 text-center sm:gap-4 lg:py-12 print:items-start print:p-0 print:pb-4 print:text-left"
			>
				<BannerTitle title={title} />
				{lead ? (
					<p className="text-base font-semibold text-balance text-inverse-accent sm:text-lg lg:text-xl">
						{lead}
					</p>
				) : null}
				<Breadcrumb trail={trail} />
				{action ? (
					<div className="hidden flex-wrap justify-center gap-3 pt-2 sm:flex print:hidden">
						{action}
					</div>
				) : null}
			</Container>
		</BannerFrame>
	)
}

function BannerFrame({ children }: { children: ReactNode }) {
	return (
		<section className="relative isolate flex min-h-56 md:min-h-banner flex-col overflow-hidden bg-inverse text-inverse-foreground print:min-h-0 print:bg-surface">
			<NavyBackdrop />
			{children}
			<WaveDivider className="text-surface" />
		</section>
	)
}

function BannerTitle({ title }: { title: string }) {
	return (
		<h1 className="text-3xl text-balance text-inverse-foreground lg:text-5xl print:text-3xl print:text-primary">
			{title}
		</h1>
	)
}
