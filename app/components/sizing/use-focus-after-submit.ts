import { useEffect, useRef } from 'react'

/**
 * After the form is sent, focus goes to what it produced: the first field with an error, or else the
 * result's heading, so a screen reader hears the answer and a keyboard user continues from there. The
 * heading is also scrolled to the top of the screen: on a phone the form fills the screen above it,
 * and focus alone would leave the figures below the fold.
 */
export function useFocusAfterSubmit(search: string) {
	const submitted = useRef(false)
	const formRef = useRef<HTMLFormElement>(null)
	const headingRef = useRef<HTMLHeadingElement>(null)
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new query, which `search` is
	useEffect(() => {
		if (!submitted.current) return
		submitted.current = false
		const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
		if (invalid) {
			invalid.focus()
			return
		}
		headingRef.current?.focus({ preventScroll: true })
		headingRef.current?.scrollIntoView({ block: 'start' })
	}, [search])
	const onSubmit = () => {
		submitted.current = true
	}
	return { formRef, headingRef, onSubmit }
}
