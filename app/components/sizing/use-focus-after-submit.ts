import { useCallback, useEffect, useRef } from 'react'

/**
 * After the form is sent, focus goes to what it produced: the first field with an error, or else the
 * result's heading, so a screen reader hears the answer and a keyboard user continues from there. The
 * heading is also scrolled to the top of the screen: on a phone the form fills the screen above it,
 * and focus alone would leave the figures below the fold.
 */
export function useFocusAfterSubmit(search: string) {
	const submitted = useRef(false)
	const formRef = useRef<HTMLFormElement>(null)
	const heading = useRef<HTMLHeadingElement>(null)
	const focusHeading = useCallback((element: HTMLHeadingElement | null) => {
		heading.current = element
		if (!element || !submitted.current) return
		submitted.current = false
		element.focus({ preventScroll: true })
		element.scrollIntoView({ block: 'start' })
	}, [])
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new query, which `search` is
	useEffect(() => {
		if (!submitted.current) return
		const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
		if (invalid) {
			submitted.current = false
			invalid.focus()
			return
		}
		// The first result's code may still be loading: its heading then takes focus as it mounts.
		focusHeading(heading.current)
	}, [search])
	const onSubmit = () => {
		submitted.current = true
	}
	return { formRef, headingRef: focusHeading, onSubmit }
}
