import { Mail, MessageSquare, Phone } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { findPlaceholderPage, pages, placeholderNotice } from '#app/content/pages.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { pageMeta } from '#app/site/seo.ts'
import type { Route } from './+types/placeholder'

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({ title: findPlaceholderPage(location.pathname)?.title ?? '', indexable: false })

const directChannels = [
	{ href: siteConfig.phone.href, icon: Phone, text: placeholderNotice.call },
	{ href: `mailto:${siteConfig.email}`, icon: Mail, text: placeholderNotice.email },
]

// Placeholder screens carry their own name in the banner and, below it, rings spreading on still
// water, then the ways to reach the company while the page is written: the screen reads as finished
// and is never a dead end.
export default function PlaceholderRoute() {
	const { pathname } = useLocation()
	const page = findPlaceholderPage(pathname)
	if (!page) return null
	const action = buttonVariants({ variant: 'outline', size: 'sm' })
	return (
		<>
			<PageBanner title={page.title} path={page.path} />
			<Container
				width="narrow"
				className="flex flex-col items-center gap-6 pt-12 pb-24 text-center"
			>
				<svg
					viewBox="0 0 240 120"
					aria-hidden="true"
					focusable="false"
					className="w-48 fill-none stroke-rule sm:w-60"
				>
					<ellipse cx="120" cy="60" rx="24" ry="8" strokeWidth="3" className="stroke-highlight" />
					<ellipse cx="120" cy="60" rx="60" ry="20" strokeWidth="2" />
					<ellipse cx="120" cy="60" rx="104" ry="36" strokeWidth="1.5" className="opacity-60" />
				</svg>
				<p className="text-lg text-muted-foreground">{placeholderNotice.lead}</p>
				<ul className="flex flex-wrap justify-center gap-3">
					{directChannels.map(({ href, icon: Icon, text }) => (
						<li key={href}>
							<a href={href} className={action}>
								<Icon aria-hidden="true" />
								{text}
							</a>
						</li>
					))}
					<li>
						<Link to={pages.contact.path} className={action}>
							<MessageSquare aria-hidden="true" />
							{placeholderNotice.message}
						</Link>
					</li>
				</ul>
			</Container>
		</>
	)
}
