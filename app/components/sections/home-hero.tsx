import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import robotUrl from '#app/assets/art/hero/robot.svg'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { NavyBackdrop } from '#app/components/ui/navy-backdrop.tsx'
import { PlantPicture } from '#app/components/ui/plant-picture.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { WaveDivider } from '#app/components/ui/wave-divider.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { heroSlides, homeIntro, homeSections } from '#app/content/home.ts'
import { pages } from '#app/content/pages.ts'
import { findService } from '#app/content/services.ts'
import { siteConfig } from '#app/content/site-config.ts'

// Imported by path rather than found by name, so a build without the file stops.
const ROBOT_SIZE = { width: 320, height: 400 }

export function HomeHero() {
	return (
		<section className="relative isolate overflow-hidden bg-inverse text-inverse-foreground">
			<NavyBackdrop />
			<Container className="grid grid-cols-1 items-center gap-6 pt-6 pb-8 sm:gap-8 sm:pt-8 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:pt-16 lg:pb-10">
				<div className="flex flex-col gap-4 sm:gap-5 lg:gap-7">
					<p className="text-sm font-bold tracking-[0.2em] text-inverse-accent uppercase">
						{homeIntro.heroEyebrow}
					</p>
					<h1 className="text-3xl leading-[1.1] text-balance text-inverse-foreground sm:text-5xl">
						{siteConfig.tagline}
					</h1>
					{/* On a phone the first screen keeps the hero's slides; the about section below opens with
					    this sentence. */}
					<p className="hidden max-w-xl leading-relaxed text-inverse-muted sm:block sm:text-lg">
						{homeIntro.aboutText[0]}
					</p>
					<div className="flex flex-wrap gap-3">
						<Link to={pages.quote.path} className={buttonVariants({ size: 'lgFromSm' })}>
							{homeIntro.heroCta}
							<ArrowRight aria-hidden="true" />
						</Link>
						<Link
							to={pages.about.path}
							className={buttonVariants({ variant: 'light', size: 'lgFromSm' })}
						>
							{homeIntro.heroAboutLink}
						</Link>
					</div>
				</div>
				{/* The robot stands on the floor the slides' plants stand on, at the stage's left edge, so it
				    works in the pictured plant; from 1024 px it slides back and forth along that floor. */}
				<div className="relative w-full min-w-0 max-w-xl justify-self-center">
					<Carousel
						label={homeSections.carouselLabels.hero}
						settings={carouselSettings.hero}
						tone="light"
						slideClassName="group/slide"
						className="w-full"
					>
						{heroSlides.map((slide, index) => (
							<figure key={slide.id} className="flex flex-col gap-4">
								<HeroPicture service={slide.service} priority={index === 0} />
								{/* The slides cross-fade, their captions do not: the outgoing caption leaves at once and the
								    incoming one arrives late in the fade, so two captions never read over each other. */}
								<figcaption className="mx-auto max-w-md space-y-1 text-center transition-opacity delay-1300 duration-500 group-aria-hidden/slide:opacity-0 group-aria-hidden/slide:delay-0 group-aria-hidden/slide:duration-300">
									<p className="text-sm font-bold tracking-[0.18em] text-inverse-accent uppercase">
										{slide.eyebrow}
									</p>
									{/* Two lines on a phone for every title, so the slides, shown one at a time before the
									    carousel starts and stacked after, are one height and nothing below them moves. */}
									<p className="text-lg font-bold text-inverse-foreground max-sm:min-h-14">
										{slide.title}
									</p>
									{/* A phone shows the slide's eyebrow and title; its text would push the slide controls
									    off the first screen. */}
									<p className="hidden text-inverse-muted sm:block">{slide.text}</p>
								</figcaption>
							</figure>
						))}
					</Carousel>
					<img
						src={robotUrl}
						alt={homeIntro.heroRobotAlt}
						{...ROBOT_SIZE}
						data-robot
						// Its top margin, a share of the stage's width, puts its feet on the pictured floor: 50% of
						// the width down the 16:10 frame of a phone, 60% down the 4:3 frame from 640 px.
						className="pointer-events-none absolute top-0 left-0 mt-[50%] h-20 w-auto -translate-x-2 -translate-y-full sm:mt-[60%] sm:h-28 lg:h-36 lg:-translate-x-10 motion-safe:lg:animate-robot-slide"
					/>
				</div>
			</Container>
			<WaveDivider className="text-surface" />
		</section>
	)
}

/** The slide's plant, across the stage: the screen less its margins on a phone, at most 36rem. */
function HeroPicture({ service, priority }: { service: string; priority: boolean }) {
	const plant = findService(service)
	return plant ? (
		<PlantPicture
			service={plant}
			priority={priority}
			sizes="(min-width: 640px) 576px, 100vw"
			className="aspect-[16/10] object-contain sm:aspect-[4/3]"
		/>
	) : null
}
