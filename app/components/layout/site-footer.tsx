import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { Logo } from '#app/components/ui/logo.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { SocialIcon } from '#app/components/ui/social-icon.tsx'
import { WaveDivider } from '#app/components/ui/wave-divider.tsx'
import { uiText } from '#app/content/copy.ts'
import { footerContent } from '#app/content/footer.ts'
import { footerServiceLinks, footerUsefulLinks } from '#app/content/navigation.ts'
import { pages, placeholderPages } from '#app/content/pages.ts'
import { mapsUrl, postalAddress, siteConfig } from '#app/content/site-config.ts'
import { fill } from '#app/lib/fill.ts'

const linkHover = 'rounded-sm transition-colors hover:text-inverse-accent'
const linkColours = `text-inverse-muted ${linkHover}`
// At least 24 px tall, so each link of a list is a comfortable tap target.
const tapTarget = 'inline-flex min-h-6 items-center'
const linkClass = `${tapTarget} ${linkColours}`

const sizingTools = [pages.plantSizingWater, pages.plantSizingFilling, pages.plantSizingSewage].map(
	(page) => ({
		path: page.path,
		label: page.title,
	}),
)

const legalLinks = placeholderPages
	.filter((page) => (footerContent.legalPaths as readonly string[]).includes(page.path))
	.map((page) => ({ path: page.path, label: page.title }))

type FooterLinksProps = { links: readonly { path: string; label: string }[]; className: string }

function FooterLinks({ links, className }: FooterLinksProps) {
	return (
		<ul className={className}>
			{links.map((link) => (
				<li key={link.path}>
					<Link to={link.path} className={linkClass}>
						{link.label}
					</Link>
				</li>
			))}
		</ul>
	)
}

type FooterColumnProps = { title: string; children: React.ReactNode }

function FooterColumn({ title, children }: FooterColumnProps) {
	return (
		<div>
			<h2 className="mb-5 text-lg font-bold text-inverse-foreground">{title}</h2>
			{children}
		</div>
	)
}

export function SiteFooter() {
	return (
		// The wave overlaps the end of the page by its own height, so the page's last section, whatever
		// its background, shows through above the water line instead of a white strip.
		<footer className="relative -mt-8 text-inverse-muted sm:-mt-12 print:hidden">
			<WaveDivider className="text-accent-foreground" />
			<div className="bg-inverse-deep">
				<Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_1.2fr]">
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
										className="grid size-10 place-items-center rounded-pill bg-inverse-raised text-inverse-foreground transition-colors hover:bg-highlight-hover"
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
					</div>
					<FooterColumn title={footerContent.servicesTitle}>
						<FooterLinks links={footerServiceLinks} className="space-y-3" />
					</FooterColumn>
					<div className="space-y-10">
						<FooterColumn title={footerContent.usefulLinksTitle}>
							<FooterLinks links={footerUsefulLinks} className="space-y-3" />
						</FooterColumn>
						{/* The sizing tools, one more set of links, under the column they belong with. */}
						<nav aria-labelledby="footer-sizing-heading">
							<h2
								id="footer-sizing-heading"
								className="mb-5 text-lg font-bold text-inverse-foreground"
							>
								<Link to={pages.plantSizing.path} className={`${tapTarget} ${linkHover}`}>
									{pages.plantSizing.title}
								</Link>
							</h2>
							<FooterLinks links={sizingTools} className="space-y-3" />
						</nav>
					</div>
					<FooterColumn title={footerContent.contactTitle}>
						<ul className="space-y-4">
							<li>
								<a href={siteConfig.phone.href} className={`flex gap-3 ${linkColours}`}>
									<Phone
										aria-hidden="true"
										className="mt-0.5 size-5 shrink-0 text-inverse-accent"
									/>
									{siteConfig.phone.display}
								</a>
							</li>
							<li>
								<a href={`mailto:${siteConfig.email}`} className={`flex gap-3 ${linkColours}`}>
									<Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inverse-accent" />
									{siteConfig.email}
								</a>
							</li>
							<li>
								<ExternalLink href={mapsUrl()} className={`flex gap-3 ${linkColours}`}>
									<MapPin
										aria-hidden="true"
										className="mt-0.5 size-5 shrink-0 text-inverse-accent"
									/>
									<address className="not-italic leading-relaxed">{postalAddress()}</address>
								</ExternalLink>
							</li>
						</ul>
					</FooterColumn>
				</Container>
				<div className="border-t border-inverse-raised">
					{/* The right padding keeps the page's last line clear of the chat button. */}
					<Container className="flex flex-wrap items-center gap-x-6 gap-y-2 py-5 pr-20 text-sm text-inverse-subtle sm:pr-24">
						<p>
							© {siteConfig.founded}–
							<span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteConfig.name}{' '}
							{footerContent.rightsNotice}
						</p>
						<RegistrationNumbers company={siteConfig} />
						<FooterLinks links={legalLinks} className="flex gap-x-5" />
					</Container>
				</div>
			</div>
		</footer>
	)
}

type RegistrationNumbersProps = { company: { cin?: string; gstin?: string } }

/** The company's registration numbers, those it has given, as buyers check a supplier by them. */
export function RegistrationNumbers({ company }: RegistrationNumbersProps) {
	const numbers = [
		[footerContent.cinLabel, company.cin],
		[footerContent.gstinLabel, company.gstin],
	].filter(([, value]) => value)
	return numbers.length > 0 ? (
		<p>{numbers.map(([label, value]) => `${label} ${value}`).join(' · ')}</p>
	) : null
}
