import { useCallback, useEffect, useRef } from 'react'

/** Focus on the result's heading, scrolled to the top of the screen. */
function reveal(heading: HTMLHeadingElement) {
	heading.focus({ preventScroll: true })
	heading.scrollIntoView({ block: 'start' })
}

/**
 * After the form is sent, focus goes to what it produced: the first field with an error, or else the
 * result's heading, so a screen reader hears the answer and a keyboard user continues from there. The
 * heading is also scrolled to the top of the screen: on a phone the form fills the screen above it,
 * and focus alone would leave the figures below the fold. It happens in an effect, after the router
 * has restored the path's scroll offset in the same commit, so that restoring does not undo it.
 */
export function useFocusAfterSubmit(search: string) {
	const submitted = useRef(false)
	const awaitingHeading = useRef(false)
	const formRef = useRef<HTMLFormElement>(null)
	const heading = useRef<HTMLHeadingElement>(null)
	const headingRef = useCallback((element: HTMLHeadingElement | null) => {
		heading.current = element
		if (!element || !awaitingHeading.current) return
		awaitingHeading.current = false
		reveal(element)
	}, [])
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new query, which `search` is
	useEffect(() => {
		if (!submitted.current) return
		submitted.current = false
		const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
		if (invalid) invalid.focus()
		else if (heading.current) reveal(heading.current)
		// The first result's code may still be loading: its heading then takes focus as it mounts.
		else awaitingHeading.current = true
	}, [search])
	const onSubmit = () => {
		submitted.current = true
	}
	return { formRef, headingRef, onSubmit }
}
