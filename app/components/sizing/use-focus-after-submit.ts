import { useEffect, useRef } from 'react'

/**
 * After the form is sent, focus goes to what it produced: the first field with an error, or else the
 * result's heading, so a screen reader hears the answer and a keyboard user continues from there.
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
		;(invalid ?? headingRef.current)?.focus()
	}, [search])
	const onSubmit = () => {
		submitted.current = true
	}
	return { formRef, headingRef, onSubmit }
}
