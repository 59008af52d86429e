import type { LogoItem } from '#app/content/logos.ts'
import { cn } from '#app/lib/cn.ts'
import { LOGO_BOX } from '#app/lib/logo-files.ts'

const svgLogos = import.meta.glob<string>('/app/assets/logos/*.svg', {
	eager: true,
	query: '?url',
	import: 'default',
})
// Fitted into the logo box (LOGO_BOX) at twice its size, never enlarged, as WebP with its transparency.
const convertedLogos = import.meta.glob<string>('/app/assets/logos/*.{png,webp}', {
	eager: true,
	query: '?w=480&h=160&fit=inside&format=webp',
	import: 'default',
})

// Logos differ in aspect; each gets the same 3:1 box and is fitted inside it, so none shifts layout
// when it loads (or fails to): without the explicit ratio a loaded file's own aspect would win.

type ClientLogoProps = { logo: LogoItem; className?: string }

/**
 * A client's or partner's logo file, or, until the company has one, the name set as a wordmark in
 * the same box: a real client's logo is theirs to give, so the site never draws one for them.
 */
export function ClientLogo({ logo, className }: ClientLogoProps) {
	const src = logo.file && (svgLogos[logo.file] ?? convertedLogos[logo.file])
	if (!src)
		return (
			<span
				className={cn(
					'flex aspect-3/1 w-full max-w-60 items-center justify-center text-center font-bold text-ink-600 text-lg uppercase leading-tight tracking-wider',
					className,
				)}
			>
				{logo.name}
			</span>
		)
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
