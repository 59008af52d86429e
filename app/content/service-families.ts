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

/**
 * The category icons drawn by components/ui/service-icon.tsx, each with what it shows: the editor
 * offers the description and saves the name.
 */
export const serviceIcons = {
	droplets: 'Water drops',
	filter: 'Filter funnel',
	waves: 'Waves',
	flask: 'Laboratory flask',
	factory: 'Factory',
	bottle: 'Bottle',
	package: 'Package',
	pill: 'Capsule',
	gauge: 'Pressure gauge',
	snowflake: 'Snowflake (cooling)',
	cylinder: 'Cylinder (tank)',
	container: 'Shipping container',
	recycle: 'Recycling arrows',
	atom: 'Atom',
	sparkles: 'Sparkles (softened water)',
	cupSoda: 'Soda cup',
	hardHat: 'Hard hat (turnkey projects)',
	layers: 'Stacked layers (membranes)',
	columns: 'Cartridges side by side',
	flame: 'Flame (evaporator)',
	// Not yet any product's: a new service takes one of these without a change to the code.
	beaker: 'Beaker',
	cog: 'Cog',
	fan: 'Fan',
	glassWater: 'Glass of water',
	shieldCheck: 'Shield with a tick',
	warehouse: 'Warehouse',
	wrench: 'Wrench',
	zap: 'Lightning bolt',
} as const
export const serviceIconNames = Object.keys(serviceIcons) as [
	keyof typeof serviceIcons,
	...(keyof typeof serviceIcons)[],
]

export type ServiceIcon = keyof typeof serviceIcons
