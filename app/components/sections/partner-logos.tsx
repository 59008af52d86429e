import { Carousel } from '#app/components/ui/carousel.tsx'
import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { homeSections } from '#app/content/home.ts'
import { partnerLogos } from '#app/content/logos.ts'

export function PartnerLogos() {
	return (
		<section aria-labelledby="partners-heading" className="border-b border-ink-100 bg-white py-10">
			<div className="mx-auto max-w-7xl px-4 sm:px-6">
				<h2
					id="partners-heading"
					className="mb-6 text-center text-sm font-bold tracking-[0.18em] text-ink-600 uppercase"
				>
					{homeSections.partnersTitle}
				</h2>
				<Carousel label={homeSections.carouselLabels.partners} settings={carouselSettings.partners}>
					{partnerLogos.map((logo) => (
						<div key={logo.id} className="grid h-20 place-items-center px-2">
							<ClientLogo logo={logo} className="max-h-16" />
						</div>
					))}
				</Carousel>
			</div>
		</section>
	)
}
