// The families the services page groups its cards under, in the order it shows them, each with its
// `kin`: the families a buyer of this one also looks at, closest first. A detail page's related links
// come from its own family and then from these, never from an unrelated trade. Each service in
// content/services/ names its family by id and its icon by name, so adding a family or icon is a change
// to the code; a family's title is content (content/site/service-families.yaml), written with its id
// and kin into `serviceFamilies` (service-links.ts) by the content build.
export const serviceFamilyKin = {
	'water-treatment': ['wastewater', 'process-equipment'],
	'beverage-filling': ['packaging', 'water-treatment'],
	wastewater: ['water-treatment'],
	packaging: ['beverage-filling', 'water-treatment'],
	'process-equipment': ['water-treatment'],
} as const satisfies Record<string, readonly string[]>

export type ServiceFamily = keyof typeof serviceFamilyKin

/** Names of the category icons drawn by components/ui/service-icon.tsx. */
export const serviceIconNames = [
	'droplets',
	'filter',
	'waves',
	'flask',
	'factory',
	'bottle',
	'package',
	'pill',
	'gauge',
	'snowflake',
	'cylinder',
	'container',
	'recycle',
	'atom',
] as const

export type ServiceIcon = (typeof serviceIconNames)[number]
