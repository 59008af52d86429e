import { postalAddress, siteConfig, siteUrl } from '#app/content/site-config.ts'

type DatasheetContactLineProps = { path: string }

/** Only on paper: a printed service page ends with who to contact and where the page lives. */
export function DatasheetContactLine({ path }: DatasheetContactLineProps) {
	return (
		<footer className="hidden break-inside-avoid border-t-2 border-primary pt-3 text-sm text-foreground print:block">
			<p className="font-bold text-primary">{siteConfig.name}</p>
			<p>{postalAddress()}</p>
			<p>{`${siteConfig.phone.display} · ${siteConfig.email} · ${siteUrl(path)}`}</p>
		</footer>
	)
}
