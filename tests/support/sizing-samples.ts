// One result of each calculator, for the tests and the bench that need a design to look at.
import { pages } from '../../app/content/pages.ts'
import { plantSizingOverview } from '../../app/content/plant-sizing-words.ts'
import { fillingSearch } from '../../app/lib/sizing/filling-params.ts'
import { sewageSearch } from '../../app/lib/sizing/sewage-params.ts'
import { waterSearch } from '../../app/lib/sizing/sizing-params.ts'
import { publishedWellWater } from '../../app/lib/sizing/worked-examples.ts'

const { tools } = plantSizingOverview

/** Each calculator's page, its tool's name, a query that gives a design, and a figure that may vary. */
export const sizingSamples = [
	{
		path: pages.plantSizingWater.path,
		tool: tools.water.title,
		search: waterSearch(publishedWellWater),
		figure: 'demand',
	},
	{
		path: pages.plantSizingFilling.path,
		tool: tools.filling.title,
		search: fillingSearch({ product: 'carbonated', container: '500ml', output: 6000, unit: 'bph' }),
		figure: 'output',
	},
	{
		path: pages.plantSizingSewage.path,
		tool: tools.sewage.title,
		search: sewageSearch({
			building: 'hotel',
			count: 120,
			standard: 'cpcb-metro',
			reuse: 'gardening',
		}),
		figure: 'count',
	},
] as const
