import { useLocation } from 'react-router'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Photo } from '#app/components/ui/photo.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { founder } from '#app/content/team.ts'
import { titleFromPath } from '#app/lib/path-title.ts'
import { pageMeta } from '#app/site/seo.ts'
import foundersPage from '#content/site/pages/founders.json' with { type: 'json' }
import teamPage from '#content/site/pages/team.json' with { type: 'json' }
import type { Route } from './+types/team'

// /team and /founders show the same page; each is its own canonical URL.
export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta(location.pathname.startsWith(foundersPage.path) ? foundersPage : teamPage)

export default function TeamRoute() {
	const { pathname } = useLocation()
	const page = pathname.startsWith(foundersPage.path) ? foundersPage : teamPage
	return (
		<HydrationBoundaries>
			<PageBanner title={titleFromPath(pathname)} path={pathname} lead={page.banner} />
			<Section width="wide">
				<Card className="grid gap-8 md:grid-cols-[16rem_1fr] md:items-start">
					{founder.photo ? (
						<Photo
							photo={founder.photo}
							slot="portrait"
							priority
							className="rounded-card bg-surface-tint"
						/>
					) : (
						<Artwork
							kind="people"
							name="founder"
							alt={founder.imageAlt}
							priority
							className="rounded-card bg-surface-tint"
						/>
					)}
					<div className="space-y-4">
						<h2 className="text-3xl">{founder.name}</h2>
						<p className="font-bold tracking-wide text-link uppercase">{founder.role}</p>
						{founder.bio.map((paragraph) => (
							<p key={paragraph} className="leading-relaxed text-muted-foreground">
								{paragraph}
							</p>
						))}
					</div>
				</Card>
			</Section>
		</HydrationBoundaries>
	)
}
