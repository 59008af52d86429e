import { useEffect } from 'react'
import { Links, Meta, Outlet } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import logoMark from '#app/assets/brand/logo-mark.svg'
import { OfflineScreen } from '#app/components/layout/offline-screen.tsx'
import { RouteErrorScreen } from '#app/components/layout/route-error-screen.tsx'
import { ScriptsAfterFirstPaint } from '#app/components/layout/scripts-after-first-paint.tsx'
import { ScrollMemory } from '#app/components/layout/scroll-memory.tsx'
import { whenBoundariesHydrated } from '#app/components/ui/hydration-boundaries.tsx'
import { brandAssets } from '#app/content/brand-assets.ts'
import { locale } from '#app/content/edition.ts'
import { useOnlineStatus } from '#app/hooks/use-online-status.ts'
import { preloadedFaces } from '#typeface'

export const links: Route.LinksFunction = () => [
	{ rel: 'icon', href: logoMark, type: 'image/svg+xml' },
	{
		rel: 'icon',
		href: brandAssets.favicon.path,
		type: 'image/png',
		sizes: `${brandAssets.favicon.size}x${brandAssets.favicon.size}`,
	},
	{ rel: 'apple-touch-icon', href: brandAssets.appleTouchIcon.path },
	{ rel: 'manifest', href: brandAssets.manifest },
	...preloadedFaces.map((href) => ({
		rel: 'preload',
		href,
		as: 'font',
		type: 'font/woff2',
		crossOrigin: 'anonymous' as const,
	})),
]

export function Layout({ children }: { children: React.ReactNode }) {
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content={brandAssets.themeColour} />
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				<ScrollMemory />
				<ScriptsAfterFirstPaint />
			</body>
		</html>
	)
}

export default function App() {
	const online = useOnlineStatus()
	// Marks the document as interactive, for styles that need JavaScript and for the browser tests.
	useEffect(() => {
		whenBoundariesHydrated().then(() => {
			document.documentElement.dataset.hydrated = 'true'
		})
	}, [])
	return (
		<>
			{/* The app stays mounted under the offline screen, so going online restores it where it was. */}
			<div inert={!online} aria-hidden={!online || undefined}>
				<Outlet />
			</div>
			{online ? null : <OfflineScreen />}
		</>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<main id="main">
			<RouteErrorScreen error={error} />
		</main>
	)
}
