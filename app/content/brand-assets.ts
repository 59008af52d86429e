// Files scripts/generate-brand-assets.ts renders from the logo at build time, and the colours that
// browsers and link previews show around the site.
export const GENERATED_ASSETS_PATH = '/generated'

export const brandAssets = {
	favicon: { path: `${GENERATED_ASSETS_PATH}/favicon-32.png`, size: 32 },
	appleTouchIcon: { path: `${GENERATED_ASSETS_PATH}/apple-touch-icon.png`, size: 180 },
	manifestIcons: [
		{ path: `${GENERATED_ASSETS_PATH}/icon-192.png`, size: 192 },
		{ path: `${GENERATED_ASSETS_PATH}/icon-512.png`, size: 512 },
	],
	manifest: `${GENERATED_ASSETS_PATH}/site.webmanifest`,
	openGraphImage: { path: `${GENERATED_ASSETS_PATH}/og-image.png`, width: 1200, height: 630 },
	themeColour: '#0b2545',
	backgroundColour: '#ffffff',
} as const
