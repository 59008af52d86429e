import { useEffect, useRef, useState } from 'react'
import { COUNTER_DURATION_MS } from '#app/content/carousel-settings.ts'
import { useReducedMotion } from '#app/hooks/use-reduced-motion.ts'

type CountUpProps = { value: number; suffix?: string }

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3

/**
 * Counts up once in view; the prerendered HTML and reduced motion show the final number at once. The
 * figures are proportional (a tabular 1 stands apart), so they change width while counting: the final
 * number, drawn invisibly, alone sizes the box and the count is laid over it, out of the flow.
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
		<span
			ref={element}
			data-final={`${value}${suffix}`}
			className="relative inline-block before:invisible before:content-[attr(data-final)]"
		>
			<span className="absolute top-0 left-0 whitespace-nowrap">{`${shown}${suffix}`}</span>
		</span>
	)
}
