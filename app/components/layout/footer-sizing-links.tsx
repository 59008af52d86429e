import { Link } from 'react-router'
import { pages } from '#app/content/pages.ts'

const tools = [pages.plantSizingWater, pages.plantSizingFilling]
const linkClass = 'rounded-sm transition-colors hover:text-water-300'

/** The footer's own block for the plant-sizing tools, below the link columns. */
export function FooterSizingLinks() {
	return (
		<nav aria-labelledby="footer-sizing-heading" className="border-t border-navy-800">
			<div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-5 sm:px-6">
				<h2 id="footer-sizing-heading" className="text-base font-bold text-white">
					<Link to={pages.plantSizing.path} className={linkClass}>
						{pages.plantSizing.title}
					</Link>
				</h2>
				<ul className="flex flex-wrap gap-x-6 gap-y-2">
					{tools.map((tool) => (
						<li key={tool.path}>
							<Link to={tool.path} className={linkClass}>
								{tool.title}
							</Link>
						</li>
					))}
				</ul>
			</div>
		</nav>
	)
}
