import {
	type Building,
	flowRange,
	occupancy,
	SEWAGE_SHARE,
	SMALL_HOSPITAL_BEDS,
	SMALL_HOSPITAL_LITRES,
} from './sewage-rules.ts'

// A building's sewage from its occupants, apart from the design rules: the form checks a count
// against it before a design's code is loaded.

/** Litres of water a day each occupant of this building is supplied. */
export function supplyPerOccupant(building: Exclude<Building, 'industrial'>, count: number) {
	if (building === 'hospital' && count <= SMALL_HOSPITAL_BEDS) return SMALL_HOSPITAL_LITRES
	return occupancy[building].litres
}

/** KLD of sewage from this many occupants. */
export function countedFlow(building: Exclude<Building, 'industrial'>, count: number) {
	return (count * supplyPerOccupant(building, count) * SEWAGE_SHARE) / 1000
}

/** The fewest occupants whose sewage the tool sizes a plant for. */
export function fewestOccupants(building: Exclude<Building, 'industrial'>) {
	let count = Math.ceil((flowRange.min * 1000) / (occupancy[building].litres * SEWAGE_SHARE))
	while (countedFlow(building, count) < flowRange.min) count++
	return count
}
