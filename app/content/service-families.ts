// The families the services page groups its cards under, in the order it shows them. `kin` are the
// families a buyer of this one also looks at, closest first: a detail page's related links come from
// its own family and then from these, never from an unrelated trade. Each service in content/services/
// names its family by id and its icon by name, so adding a family or icon is a change to the code.
export const serviceFamilies = [
	{ id: 'water-treatment', title: 'Water treatment', kin: ['wastewater', 'process-equipment'] },
	{ id: 'beverage-filling', title: 'Beverage and filling', kin: ['packaging', 'water-treatment'] },
	{ id: 'wastewater', title: 'Wastewater treatment and reuse', kin: ['water-treatment'] },
	{ id: 'packaging', title: 'Packaging', kin: ['beverage-filling', 'water-treatment'] },
	{ id: 'process-equipment', title: 'Process equipment', kin: ['water-treatment'] },
] as const satisfies readonly { id: string; title: string; kin: readonly string[] }[]

export type ServiceFamily = (typeof serviceFamilies)[number]['id']

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
