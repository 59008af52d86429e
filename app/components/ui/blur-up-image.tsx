import { useEffect, useRef, useState } from 'react'
import { cn } from '#app/lib/cn.ts'

type BlurUpImageProps = Omit<React.ComponentProps<'img'>, 'onLoad' | 'onError'> & {
	src: string
	alt: string
}

// Blurred until loaded or failed, then sharpened; only once hydrated (the `js` variant), so without
// JavaScript the image is simply shown.
export function BlurUpImage({ alt, className, ...props }: BlurUpImageProps) {
	const image = useRef<HTMLImageElement>(null)
	const [loaded, setLoaded] = useState(false)

	// A prerendered image may finish loading, or fail, before React attaches its listeners.
	useEffect(() => {
		if (image.current?.complete) setLoaded(true)
	}, [])

	return (
		<img
			ref={image}
			alt={alt}
			data-loaded={loaded}
			onLoad={() => setLoaded(true)}
			// A failed image shows its alt text, which must not stay blurred.
			onError={() => setLoaded(true)}
			className={cn(
				'transition-[filter,scale] duration-500 ease-out js:data-[loaded=false]:scale-105 js:data-[loaded=false]:blur-xl',
				className,
			)}
			{...props}
		/>
	)
}
