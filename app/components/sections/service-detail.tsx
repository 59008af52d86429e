import { ArrowRight, CheckCircle2, FileDown, Phone } from 'lucide-react'
import { use } from 'react'
import { Link } from 'react-router'
import { ProcessSteps } from '#app/components/sections/process-steps.tsx'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { ServiceCopySection } from '#app/components/sections/service-copy-section.tsx'
import { ServiceKeyFacts } from '#app/components/sections/service-key-facts.tsx'
import { ServiceQuoteBar } from '#app/components/sections/service-quote-bar.tsx'
import { ServiceSpecification } from '#app/components/sections/service-specification.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { PlantPicture } from '#app/components/ui/plant-picture.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { editionPath, locale } from '#app/content/edition.ts'
import { serviceParents } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { loadServiceCopy, type ServiceCopy } from '#app/content/service-copy.ts'
import { relatedServices, type ServiceSlug, servicePath } from '#app/content/service-links.ts'
import { servicePageContent } from '#app/content/service-page.ts'
import type { Service } from '#app/content/services.ts'
import { postalAddress, siteConfig, siteUrl } from '#app/content/site-config.ts'
import datasheetSizes from '#app/generated/datasheet-sizes.json' with { type: 'json' }
import { cn } from '#app/lib/cn.ts'
import { fileSizeText } from '#app/lib/file-size.ts'
import { fill } from '#app/lib/fill.ts'
import { datasheetFileName } from '#app/site/datasheet.ts'
import { datasheetPath } from '#app/site/datasheet-address.ts'

type ServiceDetailProps = { service: Service }

// The form sits at the end of a long page: its code loads after the page's own.
const AskQuestionForm = lazyPart(
	() => import('#app/components/sections/ask-question-form.tsx'),
	'AskQuestionForm',
)

// The link to the plant's sizing tool loads after the page's own code, like the form.
const SizingCallout = lazyPart(
	() => import('#app/components/sections/sizing-callout.tsx'),
	'SizingCallout',
)

// One promise per service, so rendering again while it loads waits for the same module.
const copyRequests = new Map<ServiceSlug, Promise<ServiceCopy>>()
function requestCopy(slug: ServiceSlug) {
	const request = copyRequests.get(slug) ?? loadServiceCopy(slug)
	copyRequests.set(slug, request)
	return request
}

export function ServiceDetail({ service }: ServiceDetailProps) {
	return (
		<HydrationBoundaries>
			<ServiceBanner service={service} />
			<ServiceBody service={service} />
		</HydrationBoundaries>
	)
}

/**
 * From 768 px the banner is the page's first screen: what the plant is, its capacity and key figures,
 * a call and a quote, beside a smaller picture of the plant.
 */
function ServiceBanner({ service }: ServiceDetailProps) {
	const copy = use(requestCopy(service.slug))
	return (
		<PageBanner
			title={service.title}
			path={servicePath(service)}
			parents={serviceParents}
			picture={<ServicePicture service={service} inBanner className="border-inverse-glow" />}
		>
			<ServiceKeyFacts service={service} copy={copy} tone="navy" />
			<div className="flex flex-wrap gap-3">
				<QuoteLink service={service} />
				<a href={siteConfig.phone.href} className={buttonVariants({ variant: 'light' })}>
					<Phone aria-hidden="true" />
					{siteConfig.phone.display}
				</a>
			</div>
		</PageBanner>
	)
}

type ServicePictureProps = ServiceDetailProps & { className?: string; inBanner?: boolean }

/**
 * The plant's picture, sharpened once it has loaded. In the banner from 768 px (16rem, 26rem from
 * 1024 px) it is the page's largest image, so loaded first; a phone shows it under the first
 * figures instead, below the first screen, where it waits until it nears the screen and leaves the
 * first paint's bandwidth to the words.
 */
function ServicePicture({ service, className, inBanner = false }: ServicePictureProps) {
	return (
		<PlantPicture
			service={service}
			sizes={inBanner ? '(min-width: 1024px) 416px, 256px' : '100vw'}
			priority={inBanner}
			blurUp
			className={cn('rounded-card border bg-surface-muted', className)}
		/>
	)
}

// Each edition's sheets are its own, in its language.
const sizeOf: Readonly<Record<string, number>> = datasheetSizes[locale]

/** The plant's datasheet, under the table it prints: the sheet a buyer forwards to the others who decide. */
function DatasheetLink({ service }: ServiceDetailProps) {
	const size = sizeOf[service.slug]
	if (size === undefined) return null
	return (
		<a
			href={editionPath(datasheetPath(service))}
			download={datasheetFileName(service)}
			type="application/pdf"
			// Its words may wrap on the narrowest phones rather than push the page sideways.
			className={buttonVariants({
				variant: 'outline',
				size: null,
				className: 'min-h-11 self-start px-6 py-2 text-sm print:hidden',
			})}
		>
			<FileDown aria-hidden="true" />
			{fill(servicePageContent.datasheet.download, { size: fileSizeText(size) })}
		</a>
	)
}

/** The page below the banner, drawn once the service's own copy module has loaded. */
function ServiceBody({ service }: ServiceDetailProps) {
	const copy = use(requestCopy(service.slug))
	const [introduction, ...furtherSections] = copy.description
	return (
		<Container className="grid gap-10 py-12 lg:gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-24 print:block print:p-0">
			<article className="space-y-12 print:space-y-5">
				<ServiceQuoteBar service={service} />
				{/* A phone's banner holds only the title: the first facts follow right under it. */}
				<ServiceKeyFacts
					service={service}
					copy={copy}
					tone="light"
					className="md:hidden print:hidden"
				/>
				{/* From 768 px the banner shows the picture; the printed datasheet shows it here. */}
				<ServicePicture
					service={service}
					className="border-border md:hidden print:mx-auto print:block print:max-h-48 print:w-auto"
				/>
				{introduction ? <ServiceCopySection section={introduction} /> : null}
				<div className="space-y-5">
					<ServiceSpecification capacity={copy.capacity} rows={copy.specification} />
					<DatasheetLink service={service} />
				</div>
				<HydrationBoundaries>
					<SizingCallout forService={service} />
				</HydrationBoundaries>
				<ProcessSteps steps={copy.process} />
				{furtherSections.map((section) => (
					<ServiceCopySection key={section.heading} section={section} className="print:hidden" />
				))}
				<Card className="space-y-3 print:hidden">
					<h2 className="text-lg">{servicePageContent.industriesTitle}</h2>
					<ul className="flex flex-wrap gap-2">
						{copy.industries.map((industry) => (
							<li
								key={industry}
								className="rounded-pill bg-surface-tint px-3 py-1 text-sm font-semibold text-link"
							>
								{industry}
							</li>
						))}
					</ul>
				</Card>
				<Card as="section" tone="navy" padding="spacious" className="space-y-5 print:hidden">
					<h2 className="text-2xl text-inverse-foreground sm:text-3xl">
						{fill(servicePageContent.whyChooseTitle, { service: service.title })}
					</h2>
					<ul className="grid gap-4 sm:grid-cols-2">
						{copy.whyChoose.map((item) => (
							<li key={item} className="flex gap-3">
								<CheckCircle2
									aria-hidden="true"
									className="mt-0.5 size-6 shrink-0 text-inverse-accent"
								/>
								<span className="font-semibold">{item}</span>
							</li>
						))}
					</ul>
				</Card>
				<div className="print:hidden">
					<HydrationBoundaries>
						<AskQuestionForm serviceTitle={service.title} serviceSlug={service.slug} />
					</HydrationBoundaries>
				</div>
				{/* Only on paper: a printed service page ends with who to contact and where the page lives. */}
				<footer className="hidden break-inside-avoid border-t-2 border-primary pt-3 text-sm text-foreground print:block">
					<p className="font-bold text-primary">{siteConfig.name}</p>
					<p>{postalAddress()}</p>
					<p>{`${siteConfig.phone.display} · ${siteConfig.email} · ${siteUrl(editionPath(servicePath(service)))}`}</p>
				</footer>
			</article>
			{/* Sticky from 1280 px: the sidebar stays beside the long copy instead of leaving an empty column. */}
			<aside
				className="space-y-6 lg:self-start xl:sticky xl:top-[calc(var(--spacing-header)+1.5rem)] print:hidden"
				aria-label={servicePageContent.sidebarLabel}
			>
				<Card tone="water" className="space-y-4">
					<h2 className="text-lg">{servicePageContent.callToAction.title}</h2>
					<p className="text-muted-foreground">{servicePageContent.callToAction.lead}</p>
					<a
						href={siteConfig.phone.href}
						className={buttonVariants({ variant: 'primary', className: 'w-full' })}
					>
						<Phone aria-hidden="true" />
						{siteConfig.phone.display}
					</a>
					<Link
						to={pages.contact.path}
						className={buttonVariants({ variant: 'outline', className: 'w-full' })}
					>
						{servicePageContent.enquiryLabel}
					</Link>
				</Card>
				<Card padding="none">
					<h2 className="border-b border-border px-6 py-4 text-lg">
						{servicePageContent.relatedTitle}
					</h2>
					<ul>
						{relatedServices(service).map((related) => (
							<li key={related.slug} className="border-b border-border last:border-0">
								<Link
									to={servicePath(related)}
									className="group flex items-center gap-3 px-6 py-3 font-semibold text-primary hover:bg-surface-tint"
								>
									<ServiceIcon name={related.icon} className="size-5 shrink-0 text-link" />
									<span className="flex-1">{related.title}</span>
									<ArrowRight
										aria-hidden="true"
										className="size-4 text-muted-foreground transition-transform group-hover:translate-x-1"
									/>
								</Link>
							</li>
						))}
					</ul>
				</Card>
			</aside>
		</Container>
	)
}
