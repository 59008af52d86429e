import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { Children, isValidElement, useEffect, useMemo, useState } from 'react'
import type { CarouselSettings } from '#app/content/carousel-settings.ts'
import { carouselText } from '#app/content/copy.ts'
import { useReducedMotion } from '#app/hooks/use-reduced-motion.ts'
import { cn } from '#app/lib/cn.ts'
import { fill } from '#app/lib/fill.ts'
import { useEmbla } from './use-embla.ts'

type CarouselProps = {
	label: string
	settings: CarouselSettings
	children: React.ReactNode
	/** The light variant draws its controls for a dark background. */
	tone?: 'dark' | 'light'
	className?: string
	viewportClassName?: string
	slideClassName?: string
	/** Set by a section whose carousels move together, which shows one PauseButton for them all. */
	paused?: boolean
}

type ControlButtonProps = React.ComponentProps<'button'> & { label: string }

const CONTROL_TONES = {
	light: 'border-inverse-foreground/40 text-inverse-foreground hover:bg-inverse-foreground/10',
	dark: 'border-input bg-surface text-primary hover:border-primary',
} as const

function ControlButton({ label, className, children, ...props }: ControlButtonProps) {
	return (
		<button
			type="button"
			{...props}
			className={cn(
				'grid size-10 place-items-center rounded-pill border-2 transition-colors sm:size-11',
				className,
			)}
		>
			{children}
			<span className="sr-only">{label}</span>
		</button>
	)
}

// One custom property per breakpoint (--per-view-md …), which app.css sizes the slides by.
const perViewStyle = ({ slidesPerView }: CarouselSettings) =>
	Object.fromEntries(
		Object.entries(slidesPerView).map(([breakpoint, count]) => [`--per-view-${breakpoint}`, count]),
	) as React.CSSProperties

/**
 * One carousel for every section: infinite loop, drag and swipe, autoplay that pauses while
 * the pointer or focus is inside, or while the carousel is scrolled well out of view, and resumes
 * after, a pause button (WCAG 2.2.2), and slides out of view hidden from assistive technology and the
 * tab order. Reduced motion: nothing plays by itself.
 */
export function Carousel({
	label,
	settings,
	children,
	tone = 'dark',
	className,
	viewportClassName,
	slideClassName,
	paused,
}: CarouselProps) {
	const reducedMotion = useReducedMotion()
	// The same slide elements on every render, so a change of the selected slide re-renders the slide
	// wrappers and not what is inside them.
	const slides = useMemo(() => Children.toArray(children), [children])
	const [viewportRef, emblaApi, nearScreen] = useEmbla(settings)
	const [selected, setSelected] = useState(0)
	const [inView, setInView] = useState<readonly number[] | null>(null)
	const [ownPause, setPausedByVisitor] = useState(false)
	const pausedByVisitor = paused ?? ownPause
	const [pointerOrFocusInside, setPointerOrFocusInside] = useState(false)

	useEffect(() => {
		if (!emblaApi) return
		const sync = () => {
			setSelected(emblaApi.selectedScrollSnap())
			setInView(settings.fade ? [emblaApi.selectedScrollSnap()] : emblaApi.slidesInView())
		}
		sync()
		emblaApi.on('select', sync).on('slidesInView', sync).on('reInit', sync)
		return () => {
			emblaApi.off('select', sync).off('slidesInView', sync).off('reInit', sync)
		}
	}, [emblaApi, settings.fade])

	const shouldPlay = !reducedMotion && !pausedByVisitor && !pointerOrFocusInside && nearScreen
	useEffect(() => {
		const autoplay = emblaApi?.plugins().autoplay
		if (!autoplay) return
		if (shouldPlay) autoplay.play()
		else autoplay.stop()
	}, [emblaApi, shouldPlay])

	// The viewport clips everything past its first view until the carousel's script runs; slides after
	// the widest first view cannot be reached before then, so a cross-fading carousel's images of them
	// wait for it (app.css).
	const widestView = Math.max(...Object.values(settings.slidesPerView))

	const groupSize = settings.dotGroupSize
	const groupCount = groupSize ? Math.ceil(slides.length / groupSize) : 0
	const controlTone = CONTROL_TONES[tone]
	// A strip with nothing to step through (no arrows, no dots) keeps its pause button at its end
	// from 640 px instead of on a row of its own under it.
	const isStrip = !settings.arrows && !groupSize
	const pauseButton =
		paused === undefined ? (
			<PauseButton
				tone={tone}
				paused={pausedByVisitor}
				onToggle={() => setPausedByVisitor((was) => !was)}
				label={label}
			/>
		) : null

	return (
		<section
			aria-roledescription="carousel"
			aria-label={label}
			data-playing={shouldPlay}
			data-started={Boolean(emblaApi)}
			data-fade={settings.fade || undefined}
			className={cn('relative', className)}
			onMouseEnter={() => setPointerOrFocusInside(true)}
			onMouseLeave={() => setPointerOrFocusInside(false)}
			onFocus={() => setPointerOrFocusInside(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget)) setPointerOrFocusInside(false)
			}}
		>
			{/* On a phone the button stays under the strip, clear of the chat button's corner. */}
			<div
				className={cn(
					isStrip && pauseButton && 'flex flex-col items-center gap-4 sm:flex-row sm:gap-3',
				)}
			>
				<div
					ref={viewportRef}
					className={cn(
						'carousel-viewport w-full min-w-0 flex-1 overflow-hidden',
						viewportClassName,
					)}
					style={perViewStyle(settings)}
				>
					<div className="carousel-container" data-axis={settings.axis}>
						{slides.map((slide, index) => {
							const hidden = inView !== null && !inView.includes(index)
							return (
								// biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern makes a slide a group; a fieldset is for forms
								<div
									key={isValidElement(slide) ? slide.key : index}
									role="group"
									aria-roledescription="slide"
									aria-label={fill(carouselText.slideOf, {
										slide: index + 1,
										count: slides.length,
									})}
									aria-hidden={hidden || undefined}
									inert={hidden}
									data-after-first-view={index >= widestView || undefined}
									className={cn('carousel-slide', slideClassName)}
								>
									{slide}
								</div>
							)
						})}
					</div>
				</div>
				{isStrip ? pauseButton : null}
			</div>
			{isStrip ? null : (
				<div className="mt-4 flex items-center justify-center gap-3 sm:mt-6">
					{settings.arrows ? (
						<ControlButton
							className={controlTone}
							onClick={() => emblaApi?.scrollPrev()}
							label={carouselText.previous}
						>
							<ChevronLeft aria-hidden="true" className="size-5" />
						</ControlButton>
					) : null}
					{groupSize
						? Array.from({ length: groupCount }, (_, group) => {
								const first = group * groupSize
								const last = Math.min(first + groupSize, slides.length)
								const current = Math.floor(selected / groupSize) === group
								return (
									<button
										// biome-ignore lint/suspicious/noArrayIndexKey: one dot per fixed group
										key={group}
										type="button"
										aria-current={current || undefined}
										onClick={() => emblaApi?.scrollTo(first)}
										className="group grid size-8 place-items-center"
									>
										<span
											aria-hidden="true"
											className={cn(
												'block h-2.5 rounded-pill transition-all',
												current
													? 'w-8 bg-highlight'
													: cn(
															'w-2.5',
															tone === 'light' ? 'bg-inverse-foreground/50' : 'bg-border-strong',
														),
											)}
										/>
										<span className="sr-only">
											{groupSize === 1
												? fill(carouselText.showSlide, { slide: first + 1 })
												: fill(carouselText.showSlides, { first: first + 1, last })}
										</span>
									</button>
								)
							})
						: null}
					{settings.arrows ? (
						<ControlButton
							className={controlTone}
							onClick={() => emblaApi?.scrollNext()}
							label={carouselText.next}
						>
							<ChevronRight aria-hidden="true" className="size-5" />
						</ControlButton>
					) : null}
					{pauseButton}
				</div>
			)}
		</section>
	)
}

type PauseButtonProps = {
	tone: 'light' | 'dark'
	paused: boolean
	onToggle: () => void
	/** The name of what it pauses, as the carousel's own label names it. */
	label: string
}

/** With reduced motion nothing plays by itself, so there is nothing to pause. */
export function PauseButton({ tone, paused, onToggle, label }: PauseButtonProps) {
	const reducedMotion = useReducedMotion()
	if (reducedMotion) return null
	return (
		<ControlButton
			aria-pressed={paused}
			className={CONTROL_TONES[tone]}
			onClick={onToggle}
			label={fill(carouselText.pause, { carousel: label })}
		>
			{paused ? (
				<Play aria-hidden="true" className="size-4" />
			) : (
				<Pause aria-hidden="true" className="size-4" />
			)}
		</ControlButton>
	)
}
