import type { CapacityUnit, QuoteTimeline, QuoteWaterSource } from '#app/lib/quote-fields.ts'
import choices from '#content/site/quote-choices.json' with { type: 'json' }

// The quote form's choices, in content/site/quote-choices.yaml. The plant-sizing pages name their units
// and sources with the same words and load this module without the form's.

const { capacityUnits, timelines, waterSources } = choices

export {
	capacityUnits as capacityUnitLabels,
	timelines as quoteTimelineLabels,
	waterSources as quoteWaterSourceLabels,
}

// Checked when compiling and dropped from the bundle: a label for every choice the form posts.
capacityUnits satisfies Readonly<Record<CapacityUnit, string>>
waterSources satisfies Readonly<Record<QuoteWaterSource, string>>
timelines satisfies Readonly<Record<QuoteTimeline, string>>
