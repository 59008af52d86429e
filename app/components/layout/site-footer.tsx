import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { FooterSizingLinks } from '#app/components/layout/footer-sizing-links.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { Logo } from '#app/components/ui/logo.tsx'
import { SocialIcon } from '#app/components/ui/social-icon.tsx'
import { WaveDivider } from '#app/components/ui/wave-divider.tsx'
import { footerContent } from '#app/content/footer.ts'
import { footerServiceLinks, footerUsefulLinks } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { mapsUrl, postalAddress, siteConfig } from '#app/content/site-config.ts'

const linkClass = 'rounded-sm text-navy-100 transition-colors hover:text-water-300'

type FooterColumnProps = { title: string; children: React.ReactNode }

function FooterColumn({ title, children }: FooterColumnProps) {
	return (
		<div>
			<h2 className="mb-5 text-lg font-bold text-white">{title}</h2>
			{children}
		</div>
	)
}

export function SiteFooter() {
	return (
		// The wave overlaps the end of the page by its own height, so the page's last section, whatever
		// its background, shows through above the water line instead of a white strip.
		<footer className="relative -mt-8 text-navy-100 sm:-mt-12 print:hidden">
			<WaveDivider className="text-navy-950" />
			<div className="bg-navy-950">
				<div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_0.8fr_1.2fr]">
					<div className="space-y-5">
						<Link to={pages.home.path} className="inline-block rounded-card">
							<Logo variant="white" loading="lazy" />
						</Link>
						<p className="max-w-xs leading-relaxed">{siteConfig.tagline}.</p>
						<ul className="flex gap-2">
							{siteConfig.social.map((profile) => (
								<li key={profile.network}>
									<ExternalLink
										href={profile.url}
										className="grid size-10 place-items-center rounded-pill bg-navy-800 text-white transition-colors hover:bg-water-600"
									>
										<SocialIcon network={profile.network} className="size-4" />
										<span className="sr-only">{`${siteConfig.shortName} on ${profile.label}`}</span>
									</ExternalLink>
								</li>
							))}
						</ul>
					</div>
					<FooterColumn title={footerContent.servicesTitle}>
						<ul className="space-y-3">
							{footerServiceLinks.map((link) => (
								<li key={link.path}>
									<Link to={link.path} className={linkClass}>
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					</FooterColumn>
					<FooterColumn title={footerContent.usefulLinksTitle}>
						<ul className="space-y-3">
							{footerUsefulLinks.map((link) => (
								<li key={link.path}>
									<Link to={link.path} className={linkClass}>
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					</FooterColumn>
					<FooterColumn title={footerContent.contactTitle}>
						<ul className="space-y-4">
							<li>
								<a href={siteConfig.phone.href} className={`flex gap-3 ${linkClass}`}>
									<Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-water-400" />
									{siteConfig.phone.display}
								</a>
							</li>
							<li>
								<a href={`mailto:${siteConfig.email}`} className={`flex gap-3 ${linkClass}`}>
									<Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-water-400" />
									{siteConfig.email}
								</a>
							</li>
							<li>
								<ExternalLink href={mapsUrl()} className={`flex gap-3 ${linkClass}`}>
									<MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-water-400" />
									<address className="not-italic leading-relaxed">{postalAddress()}</address>
								</ExternalLink>
							</li>
						</ul>
					</FooterColumn>
				</div>
				<FooterSizingLinks />
				<div className="border-t border-navy-800">
					{/* The right padding keeps the page's last line clear of the chat button. */}
					<p className="mx-auto max-w-7xl px-4 py-6 pr-20 text-sm text-navy-200 sm:px-6 sm:pr-24">
						© {siteConfig.founded}–<span suppressHydrationWarning>{new Date().getFullYear()}</span>{' '}
						{siteConfig.name} {footerContent.rightsNotice}
					</p>
				</div>
			</div>
		</footer>
	)
}
