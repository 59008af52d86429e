import type { SocialNetwork } from '#app/content/site-config.ts'

// Brand glyphs are drawn here because the icon set carries no trademarks and the site calls no icon
// CDN (icons are bundled: no third-party request a page does not need). Each path is a simplified
// 24×24 mark in the icon set's stroke-free style.
const glyphs: Record<SocialNetwork, string> = {
	facebook:
		'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
	instagram:
		'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3c-2.4 0-2.7 0-3.7.1-3.4.2-4.9 1.7-5.1 5.1C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.4 1.7 4.9 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.4-.2 4.9-1.7 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.4-1.7-4.9-5.1-5.1C14.7 3 14.4 3 12 3Zm0 1.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1 1 .1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-1 .1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-1-.1-1.2-.1-3.6s0-2.7.1-3.6c.1-2.4 1.3-3.6 3.7-3.7 1-.1 1.2-.1 3.6-.1Z',
	linkedin:
		'M6.9 8.9H3.6V20h3.3V8.9ZM5.2 3.5a1.9 1.9 0 1 0 0 3.9 1.9 1.9 0 0 0 0-3.9ZM20.4 13.6c0-3-.6-5-4-5-1.6 0-2.7.9-3.2 1.7V8.9H10V20h3.3v-5.5c0-1.4.3-2.8 2-2.8s1.8 1.6 1.8 2.9V20h3.3v-6.4Z',
}

type SocialIconProps = React.ComponentProps<'svg'> & { network: SocialNetwork }

export function SocialIcon({ network, ...props }: SocialIconProps) {
	return (
		<svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
			<path d={glyphs[network]} />
		</svg>
	)
}
