import { Outlet } from 'react-router'
import { RouteErrorScreen } from '#app/components/layout/route-error-screen.tsx'
import type { Route } from './+types/page-boundary'

export default function PageBoundary() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <RouteErrorScreen error={error} />
}
