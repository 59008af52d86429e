import { type RefObject, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

const overlaps = (a: DOMRect, b: DOMRect) =>
	a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top

/**
 * True while a floating control should stay out of the way: on the page's first screen, which a
 * visitor reads first and where the page's own calls to action are, and while a form lies under it.
 * A page too short to scroll half a screen has the control once it is scrolled to its end, where
 * the footer leaves room for it.
 */
export function useStepAside(element: RefObject<HTMLElement | null>) {
	const { pathname } = useLocation()
	const [aside, setAside] = useState(true)
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings its own forms, checked afresh
	useEffect(() => {
		let frame = 0
		const check = () => {
			frame = 0
			const box = element.current?.getBoundingClientRect()
			if (!box) return
			const end = document.documentElement.scrollHeight - window.innerHeight
			const firstScreen = window.scrollY < Math.min(window.innerHeight / 2, end)
			const forms = document.querySelectorAll('main form')
			setAside(
				firstScreen || [...forms].some((form) => overlaps(box, form.getBoundingClientRect())),
			)
		}
		const schedule = () => {
			frame ||= requestAnimationFrame(check)
		}
		check()
		window.addEventListener('scroll', schedule, { passive: true })
		window.addEventListener('resize', schedule)
		return () => {
			cancelAnimationFrame(frame)
			window.removeEventListener('scroll', schedule)
			window.removeEventListener('resize', schedule)
		}
	}, [element, pathname])
	return aside
}
