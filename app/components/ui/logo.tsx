import logoColour from '#app/assets/brand/logo-colour.svg'
import logoWhite from '#app/assets/brand/logo-white.svg'
import { siteConfig } from '#app/content/site-config.ts'
import { cn } from '#app/lib/cn.ts'

const LOGO_WIDTH = 220
const LOGO_HEIGHT = 48

type LogoProps = {
	/** `responsive`: white below 1280 px, colour at or above it, where the header turns white. */
	variant: 'white' | 'responsive'
	/** The footer's copy waits until it nears the viewport. */
	loading?: 'eager' | 'lazy'
	/** `compact` for a bar narrower than the site header's, like the inbox's. */
	size?: 'regular' | 'compact'
}

export function Logo({ variant, loading = 'eager', size = 'regular' }: LogoProps) {
	const image = (
		<img
			src={logoWhite}
			alt={siteConfig.name}
			width={LOGO_WIDTH}
			height={LOGO_HEIGHT}
			loading={loading}
			className={cn('w-auto', size === 'compact' ? 'h-9' : 'h-10')}
		/>
	)
	if (variant === 'white') return image
	return (
		<picture>
			<source media="(min-width: 80rem)" srcSet={logoColour} />
			{image}
		</picture>
	)
}
