import {
	capacityUnits,
	timelines,
	waterSources,
} from '#app/generated/content/site/quote-choices.ts'
import type { CapacityUnit, QuoteTimeline, QuoteWaterSource } from '#app/lib/quote-fields.ts'

// The quote form's choices, in content/site/quote-choices.yaml. The plant-sizing pages name their units
// and sources with the same words and load this module without the form's.

export const capacityUnitLabels: Readonly<Record<CapacityUnit, string>> = capacityUnits

export const quoteWaterSourceLabels: Readonly<Record<QuoteWaterSource, string>> = waterSources

export const quoteTimelineLabels: Readonly<Record<QuoteTimeline, string>> = timelines
