// The filling-line calculator's words, parts of content/site/plant-sizing.yaml (see plant-sizing-words.ts).

import type { z } from 'zod'
import containersJson from '#content/site/plant-sizing/containers.json' with { type: 'json' }
import fillingJson from '#content/site/plant-sizing/filling.json' with { type: 'json' }
import fillingAssumptionsJson from '#content/site/plant-sizing/fillingAssumptions.json' with {
	type: 'json',
}
import fillingResultJson from '#content/site/plant-sizing/fillingResult.json' with { type: 'json' }
import productEquipmentJson from '#content/site/plant-sizing/productEquipment.json' with {
	type: 'json',
}
import productsJson from '#content/site/plant-sizing/products.json' with { type: 'json' }
import type { plantSizingSchema } from './schemas.ts'

type Words = z.output<typeof plantSizingSchema>

export const containerLabels = containersJson as Words['containers']
export const fillingLabels = fillingJson as Words['filling']
export const fillingAssumptionTemplates = fillingAssumptionsJson as Words['fillingAssumptions']
export const fillingResultLabels = fillingResultJson as Words['fillingResult']
export const productEquipmentLabels = productEquipmentJson as Words['productEquipment']
export const productLabels = productsJson as Words['products']
