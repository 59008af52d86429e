import { useEffect, useRef, useState } from 'react'
import { COUNTER_DURATION_MS } from '#app/content/carousel-settings.ts'
import { useReducedMotion } from '#app/hooks/use-reduced-motion.ts'

type CountUpProps = { value: number; suffix?: string }

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3

/**
 * Counts from 0 to `value` over 2 s once it scrolls into view. The prerendered HTML and
 * visitors who prefer reduced motion see the final number straight away.
 */
export function CountUp({ value, suffix = '' }: CountUpProps) {
	const reducedMotion = useReducedMotion()
	const element = useRef<HTMLSpanElement>(null)
	const [shown, setShown] = useState(value)

	useEffect(() => {
		const target = element.current
		if (reducedMotion || !target) {
			setShown(value)
			return
		}
		let frame = 0
		const observer = new IntersectionObserver(([entry]) => {
			if (!entry?.isIntersecting) return
			observer.disconnect()
			const start = performance.now()
			const step = (now: number) => {
				const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS)
				setShown(Math.round(value * easeOutCubic(progress)))
				if (progress < 1) frame = requestAnimationFrame(step)
			}
			setShown(0)
			frame = requestAnimationFrame(step)
		})
		observer.observe(target)
		return () => {
			observer.disconnect()
			cancelAnimationFrame(frame)
		}
	}, [value, reducedMotion])

	return (
		<span ref={element} className="tabular-nums">
			{`${shown}${suffix}`}
		</span>
	)
}
