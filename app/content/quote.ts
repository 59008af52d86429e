import type { z } from 'zod'
import type { QuoteTextField } from '#app/lib/quote-request.ts'
import quoteJson from '#content/site/quote.json' with { type: 'json' }
import type { quoteSchema } from './schemas.ts'

// The words of the quote request, in content/site/quote.yaml (its choices in quote-choices.yaml): the
// form's labels (the inbox, the e-mail and the spreadsheet name the fields the same way), its choices
// and the calls to action that lead to it.

const quote = quoteJson as z.output<typeof quoteSchema>

export const quoteFormText = quote.form satisfies {
	labels: Record<QuoteTextField | 'water_report', string>
}

export {
	capacityUnitLabels,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from './quote-choices.ts'

// What a link to the quote form needs lives apart, so the pages that link here load none of the words
// above.
export {
	defaultCapacityUnit,
	familiesWithWaterSource,
	quoteCallToAction,
} from './quote-links.ts'
