import { type RefObject, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

const overlaps = (a: DOMRect, b: DOMRect) =>
	a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top

/** True while a form lies under the element, so a floating control can step aside from it. */
export function useOverFormArea(element: RefObject<HTMLElement | null>) {
	const { pathname } = useLocation()
	const [overForm, setOverForm] = useState(false)
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings its own forms, checked afresh
	useEffect(() => {
		let frame = 0
		const check = () => {
			frame = 0
			const box = element.current?.getBoundingClientRect()
			if (!box) return
			const forms = document.querySelectorAll('main form')
			setOverForm([...forms].some((form) => overlaps(box, form.getBoundingClientRect())))
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
	return overForm
}
