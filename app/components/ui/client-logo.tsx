import type { LogoItem } from '#app/content/logos.ts'
import { cn } from '#app/lib/cn.ts'
import { logoUrl } from './artwork.tsx'

// Logos differ in aspect; each gets the same 3:1 box and is fitted inside it, so none shifts layout
// when it loads (or fails to): without the explicit ratio a loaded file's own aspect would win.
const LOGO_BOX = { width: 240, height: 80 }

type ClientLogoProps = { logo: LogoItem; className?: string }

export function ClientLogo({ logo, className }: ClientLogoProps) {
	const src = logoUrl(logo.id)
	if (!src) return null
	return (
		<img
			src={src}
			alt={logo.name}
			{...LOGO_BOX}
			loading="lazy"
			decoding="async"
			className={cn('aspect-3/1 h-auto w-full max-w-60 object-contain', className)}
		/>
	)
}
