import { RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Container } from '#app/components/ui/section.tsx'
import { pages } from '#app/content/pages.ts'
import { routeErrorScreen } from '#app/content/status-screens.ts'

type RouteErrorScreenProps = { error: unknown }

export function RouteErrorScreen({ error }: RouteErrorScreenProps) {
	useEffect(() => {
		console.error(error)
	}, [error])

	return (
		<Container
			width="narrow"
			className="flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center"
		>
			<span className="grid size-20 place-items-center rounded-full bg-surface-tint text-link">
				<RefreshCw aria-hidden="true" className="size-10" strokeWidth={1.5} />
			</span>
			<h1 className="text-3xl sm:text-5xl">{routeErrorScreen.title}</h1>
			<p className="text-lg text-muted-foreground">{routeErrorScreen.lead}</p>
			<div className="flex flex-wrap justify-center gap-3">
				<Link to={pages.home.path} reloadDocument className={buttonVariants()}>
					{routeErrorScreen.homeLabel}
				</Link>
				<Link
					to={pages.services.path}
					reloadDocument
					className={buttonVariants({ variant: 'outline' })}
				>
					{routeErrorScreen.servicesLabel}
				</Link>
			</div>
		</Container>
	)
}
