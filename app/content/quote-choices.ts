import type { CapacityUnit, QuoteTimeline, QuoteWaterSource } from '#app/lib/quote-fields.ts'
import choices from '#content/site/quote-choices.json' with { type: 'json' }

// The quote form's choices, in content/site/quote-choices.yaml. The plant-sizing pages name their units
// and sources with the same words and load this module without the form's. Each `satisfies` checks,
// when compiling, that every choice the form posts has a label.

export const capacityUnitLabels = choices.capacityUnits satisfies Record<CapacityUnit, string>
export const quoteWaterSourceLabels = choices.waterSources satisfies Record<
	QuoteWaterSource,
	string
>
export const quoteTimelineLabels = choices.timelines satisfies Record<QuoteTimeline, string>
