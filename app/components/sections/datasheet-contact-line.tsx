import { postalAddress, siteConfig, siteUrl } from '#app/content/site-config.ts'

type DatasheetContactLineProps = { path: string }

/** Only on paper: a printed service page ends with who to contact and where the page lives. */
export function DatasheetContactLine({ path }: DatasheetContactLineProps) {
	return (
		<footer className="hidden break-inside-avoid border-t-2 border-navy-900 pt-3 text-sm text-ink-700 print:block">
			<p className="font-bold text-navy-900">{siteConfig.name}</p>
			<p>{postalAddress()}</p>
			<p>{`${siteConfig.phone.display} · ${siteConfig.email} · ${siteUrl(path)}`}</p>
		</footer>
	)
}
