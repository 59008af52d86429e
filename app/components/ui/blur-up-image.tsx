import { useEffect, useRef, useState } from 'react'
import { cn } from '#app/lib/cn.ts'

type BlurUpImageProps = Omit<React.ComponentProps<'img'>, 'onLoad'> & { src: string; alt: string }

/**
 * spec §4: detail-page images stay blurred until loaded, then sharpen over 500 ms. The blur applies only
 * once the app has hydrated (the `js` variant), so without JavaScript the image is simply shown.
 */
export function BlurUpImage({ alt, className, ...props }: BlurUpImageProps) {
	const image = useRef<HTMLImageElement>(null)
	const [loaded, setLoaded] = useState(false)

	// A prerendered image may finish loading before React attaches its load listener.
	useEffect(() => {
		if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true)
	}, [])

	return (
		<img
			ref={image}
			alt={alt}
			data-loaded={loaded}
			onLoad={() => setLoaded(true)}
			className={cn(
				'transition-[filter,scale] duration-500 ease-out js:data-[loaded=false]:scale-105 js:data-[loaded=false]:blur-xl',
				className,
			)}
			{...props}
		/>
	)
}
