import { Mail, MapPin, Phone } from 'lucide-react'
import { ContactMap } from '#app/components/sections/contact-map.tsx'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { SizingCallout } from '#app/components/sections/sizing-callout.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { contactContent } from '#app/content/copy.ts'
import { inquiryClientAction } from '#app/content/inquiries.ts'
import { quoteCallToAction } from '#app/content/quote-links.ts'
import { mapsUrl, postalAddress, siteConfig } from '#app/content/site-config.ts'
import { pageMeta } from '#app/site/seo.ts'
import { localBusiness, organization } from '#app/site/structured-data.ts'
import page from '#content/site/pages/contact.json' with { type: 'json' }
import { inquiryFormAction, inquiryFormHeaders } from '#server/inquiries/context.ts'

// The form's validation and sending code loads after the page's own; the page reads without it.
const ContactForm = lazyPart(
	() => import('#app/components/sections/contact-form.tsx'),
	'ContactForm',
)

// The form posted without JavaScript: stored, or the page again with its form showing why.
export const action = inquiryFormAction
export const headers = inquiryFormHeaders
// The form sent by its script: the same action, its failures shown in the form (see inquiry-client-action.ts).
export const clientAction = inquiryClientAction

export const meta = () => pageMeta({ ...page, structuredData: [organization, localBusiness] })

const channels = [
	{
		icon: MapPin,
		title: contactContent.channelTitles.visit,
		text: postalAddress(),
		href: mapsUrl(),
		external: true,
	},
	{
		icon: Mail,
		title: contactContent.channelTitles.email,
		text: siteConfig.email,
		href: `mailto:${siteConfig.email}`,
	},
	{
		icon: Phone,
		title: contactContent.channelTitles.call,
		text: siteConfig.phone.display,
		href: siteConfig.phone.href,
	},
]

export default function ContactRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner
				title={page.title}
				path={page.path}
				lead={page.banner}
				action={
					<a href={siteConfig.phone.href} className={buttonVariants({ variant: 'accent' })}>
						<Phone aria-hidden="true" />
						{siteConfig.phone.display}
					</a>
				}
			/>
			<Section>
				<SectionHeading eyebrow={contactContent.eyebrow} title={contactContent.title}>
					{page.description}
				</SectionHeading>
				<ul className="mt-8 lg:mt-12 grid gap-6 md:grid-cols-3">
					{channels.map(({ icon: Icon, title, text, href, external }) => {
						const LinkElement = external ? ExternalLink : 'a'
						return (
							<li key={title}>
								<Card className="flex h-full flex-col items-center gap-4 text-center">
									<span className="grid size-14 place-items-center rounded-full bg-surface-tint text-link">
										<Icon aria-hidden="true" className="size-7" />
									</span>
									<h3 className="text-lg">{title}</h3>
									<LinkElement href={href} className="font-semibold text-link hover:text-primary">
										{text}
									</LinkElement>
								</Card>
							</li>
						)
					})}
				</ul>
				{/* Pricing and sizing, the two next steps for a buyer, share one card: two cards of one style
				    stacked read as one repeated box. */}
				<Card
					tone="water"
					padding="compact"
					className="mx-auto mt-10 grid max-w-4xl gap-5 sm:grid-cols-2 sm:gap-6"
				>
					<div className="flex flex-col items-start gap-3">
						<p className="font-bold text-primary">{quoteCallToAction.priceQuestion}</p>
						<QuoteLink />
					</div>
					<SizingCallout
						layout="inside"
						className="border-t border-border pt-5 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-6"
					/>
				</Card>
				<div className="mt-10 grid gap-10 lg:mt-16 lg:grid-cols-[1.3fr_1fr]">
					<HydrationBoundaries>
						<ContactForm />
					</HydrationBoundaries>
					<ContactMap />
				</div>
			</Section>
		</HydrationBoundaries>
	)
}
