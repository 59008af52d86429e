import { Mail, Phone } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { Logo } from '#app/components/ui/logo.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { SocialIcon } from '#app/components/ui/social-icon.tsx'
import { uiText } from '#app/content/copy.ts'
import { pages } from '#app/content/pages.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { useFixedHeader } from '#app/hooks/use-fixed-header.ts'
import { cn } from '#app/lib/cn.ts'
import { fill } from '#app/lib/fill.ts'
import { BrochureLink } from './brochure-link.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { MainNav } from './main-nav.tsx'
import { MobileNav } from './mobile-nav.tsx'

export function SiteHeader() {
	const topBar = useRef<HTMLDivElement>(null)
	const fixed = useFixedHeader(topBar)

	return (
		<header className="print:hidden">
			<div ref={topBar} className="bg-inverse-deep text-sm text-inverse-muted">
				<Container className="flex h-topbar items-center justify-between gap-4">
					<ul className="flex min-w-0 items-center gap-x-5">
						<li className="min-w-0">
							<ExternalLink
								href={`mailto:${siteConfig.email}`}
								className="flex min-h-6 items-center gap-2 hover:text-inverse-accent"
							>
								<Mail aria-hidden="true" className="size-4 shrink-0 text-inverse-accent" />
								<span className="sr-only sm:not-sr-only">{siteConfig.email}</span>
								<span className="whitespace-nowrap sm:hidden">{uiText.emailShort}</span>
							</ExternalLink>
						</li>
						<li>
							<ExternalLink
								href={siteConfig.phone.href}
								className="flex min-h-6 items-center gap-2 whitespace-nowrap hover:text-inverse-accent"
							>
								<Phone aria-hidden="true" className="size-4 shrink-0 text-inverse-accent" />
								{siteConfig.phone.display}
							</ExternalLink>
						</li>
					</ul>
					<ul className="flex items-center gap-1">
						<li className="mr-2">
							<LanguageSwitch className="flex min-h-6 items-center font-semibold hover:text-inverse-accent" />
						</li>
						{/* On a phone the bar keeps the mail, the phone and the language; the footer links the profiles. */}
						{siteConfig.social.map((profile) => (
							<li key={profile.network} className="max-sm:hidden">
								<ExternalLink
									href={profile.url}
									className="grid size-8 place-items-center rounded-pill hover:bg-inverse-raised hover:text-inverse-accent"
								>
									<SocialIcon network={profile.network} className="size-4" />
									<span className="sr-only">
										{fill(uiText.socialLink, {
											network: profile.label,
										})}
									</span>
								</ExternalLink>
							</li>
						))}
					</ul>
				</Container>
			</div>
			{/* Holds the bar's height while the bar is fixed, so the page does not jump. */}
			<div className="h-header">
				<div
					data-fixed={fixed || undefined}
					className={cn(
						'z-40 h-header bg-inverse [anchor-name:--site-header-bar] xl:border-b xl:border-border xl:bg-surface',
						fixed
							? 'fixed inset-x-0 top-0 shadow-raised motion-safe:animate-slide-down'
							: 'relative',
					)}
				>
					<Container className="flex h-full items-center justify-between gap-4">
						<Link to={pages.home.path} className="shrink-0 rounded-card">
							<Logo variant="responsive" />
						</Link>
						<nav aria-label={uiText.mainNav} className="hidden xl:block">
							<MainNav layout="bar" />
						</nav>
						<div className="flex items-center gap-2">
							<BrochureLink className="max-sm:hidden" />
							<MobileNav />
						</div>
					</Container>
				</div>
			</div>
		</header>
	)
}
