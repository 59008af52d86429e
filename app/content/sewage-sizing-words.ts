// The sewage calculator's words, parts of content/site/plant-sizing.yaml (see plant-sizing-words.ts).

import type { z } from 'zod'
import buildingsJson from '#content/site/plant-sizing/buildings.json' with { type: 'json' }
import reusesJson from '#content/site/plant-sizing/reuses.json' with { type: 'json' }
import sewageJson from '#content/site/plant-sizing/sewage.json' with { type: 'json' }
import sewageAssumptionsJson from '#content/site/plant-sizing/sewageAssumptions.json' with {
	type: 'json',
}
import sewageDiagramJson from '#content/site/plant-sizing/sewageDiagram.json' with { type: 'json' }
import sewageResultJson from '#content/site/plant-sizing/sewageResult.json' with { type: 'json' }
import standardsJson from '#content/site/plant-sizing/standards.json' with { type: 'json' }
import technologiesJson from '#content/site/plant-sizing/technologies.json' with { type: 'json' }
import type { plantSizingSchema } from './schemas.ts'

type Words = z.output<typeof plantSizingSchema>

export const buildingLabels = buildingsJson as Words['buildings']
export const reuseLabels = reusesJson as Words['reuses']
export const sewageLabels = sewageJson as Words['sewage']
export const sewageAssumptionTemplates = sewageAssumptionsJson as Words['sewageAssumptions']
export const sewageDiagramWords = sewageDiagramJson as Words['sewageDiagram']
export const sewageResultLabels = sewageResultJson as Words['sewageResult']
export const standardLabels = standardsJson as Words['standards']
export const technologyLabels = technologiesJson as Words['technologies']
