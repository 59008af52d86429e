// The words every plant-sizing page shares (content/site/plant-sizing.yaml: the overview, the result's
// common labels, the PDF's, the diagrams'). Each tool's own words are in a module of its own
// (water-, filling-, sewage-sizing-words.ts), so a calculator's page loads only its own; each part is
// typed by its part of the schema so its {placeholders} reach the compiler.

import type { z } from 'zod'
import diagramJson from '#content/site/plant-sizing/diagram.json' with { type: 'json' }
import overviewJson from '#content/site/plant-sizing/overview.json' with { type: 'json' }
import proposalJson from '#content/site/plant-sizing/proposal.json' with { type: 'json' }
import sharedJson from '#content/site/plant-sizing/shared.json' with { type: 'json' }
import type { plantSizingSchema } from './schemas.ts'

type Words = z.output<typeof plantSizingSchema>

export const diagramWords = diagramJson as Words['diagram']
export const plantSizingOverview = overviewJson as Words['overview']
export const proposalWords = proposalJson as Words['proposal']
export const sizingShared = sharedJson as Words['shared']
