import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { pages, placeholderPages } from './content/pages.ts'
import { INQUIRIES_CSV_URL, INQUIRY_REPORT_ROUTE } from './lib/inbox-protocol.ts'
import { DEFAULT_INQUIRY_ENDPOINT } from './lib/inquiry-protocol.ts'
import { MAP_SETTINGS_PATH } from './site/map-csp.ts'
import { PROPOSAL_FILE } from './site/proposal-address.ts'
import { RELEASE_STATUS_PATH } from './site/release-status.ts'

const segment = (path: string) => path.slice(1)

export default [
	route(segment(pages.errorPage.path), 'routes/error-page.tsx'),
	// The inbox is a tool for the company's staff, not a public page: no site header or footer.
	route(segment(pages.admin.path), 'routes/admin.tsx'),
	route(DEFAULT_INQUIRY_ENDPOINT.slice(1), 'routes/api-inquiries.ts'),
	route(MAP_SETTINGS_PATH.slice(1), 'routes/api-map.ts'),
	route(RELEASE_STATUS_PATH.slice(1), 'routes/api-release-status.ts'),
	route(INQUIRIES_CSV_URL.slice(1), 'routes/admin-export.ts'),
	route(INQUIRY_REPORT_ROUTE.slice(1), 'routes/admin-report.ts'),
	// A calculator's result as a PDF, at its page's address with /proposal.pdf after it.
	route(`${segment(pages.plantSizing.path)}/:tool/${PROPOSAL_FILE}`, 'routes/sizing-proposal.tsx'),
	layout('routes/site-layout.tsx', [
		// A pathless boundary below the layout keeps header and footer around the route error screen.
		layout('routes/page-boundary.tsx', [
			index('routes/home.tsx'),
			route(segment(pages.about.path), 'routes/about.tsx'),
			route(segment(pages.services.path), 'routes/services.tsx'),
			route(`${segment(pages.services.path)}/:slug`, 'routes/service.tsx', { id: 'service' }),
			route('service-details/:slug', 'routes/service.tsx', { id: 'service-details' }),
			route(segment(pages.ourWork.path), 'routes/our-work.tsx'),
			route(segment(pages.team.path), 'routes/team.tsx', { id: 'team' }),
			route(segment(pages.founders.path), 'routes/team.tsx', { id: 'founders' }),
			route(segment(pages.contact.path), 'routes/contact.tsx'),
			route(segment(pages.quote.path), 'routes/quote.tsx'),
			route(segment(pages.plantSizing.path), 'routes/plant-sizing.tsx'),
			route(segment(pages.plantSizingWater.path), 'routes/plant-sizing-water.tsx'),
			route(segment(pages.plantSizingFilling.path), 'routes/plant-sizing-filling.tsx'),
			route(segment(pages.plantSizingSewage.path), 'routes/plant-sizing-sewage.tsx'),
			route(segment(pages.blog.path), 'routes/blog.tsx'),
			route(segment(pages.thankYou.path), 'routes/thank-you.tsx'),
			...placeholderPages.map((page) =>
				route(segment(page.path), 'routes/placeholder.tsx', { id: `placeholder${page.path}` }),
			),
			route('*', 'routes/not-found.tsx'),
		]),
	]),
] satisfies RouteConfig
