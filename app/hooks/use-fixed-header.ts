import { type RefObject, useEffect, useState } from 'react'

/**
 * The header is fixed once the scroll offset exceeds the top bar's height, so it never jumps while the
 * top bar is in view.
 */
export function useFixedHeader(topBar: RefObject<HTMLElement | null>) {
	const [fixed, setFixed] = useState(false)
	useEffect(() => {
		const update = () => setFixed(window.scrollY > (topBar.current?.offsetHeight ?? 0))
		update()
		window.addEventListener('scroll', update, { passive: true })
		window.addEventListener('resize', update)
		return () => {
			window.removeEventListener('scroll', update)
			window.removeEventListener('resize', update)
		}
	}, [topBar])
	return fixed
}
