import { Carousel } from '#app/components/ui/carousel.tsx'
import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { homeSections } from '#app/content/home.ts'
import { partnerLogos } from '#app/content/logos.ts'

export function PartnerLogos() {
	return (
		<Section
			aria-labelledby="partners-heading"
			spacing="compact"
			className="border-b border-border"
		>
			<h2
				id="partners-heading"
				className="mb-6 text-center text-sm font-bold tracking-[0.18em] text-muted-foreground uppercase"
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
		</Section>
	)
}
