import { type RefObject, useEffect, useState } from 'react'

/** spec §2: the header is fixed once the scroll offset exceeds the top bar's height. */
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
