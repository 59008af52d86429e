import { nitrifyingSludgeAge } from './activated-sludge.ts'
import { linearRating } from './filling.ts'
import {
	bottlesPerCavity,
	containerFactor,
	containerLitres,
	fillers,
	ISOBARIC_DERATING,
	LINE_EFFICIENCY,
	LINEAR_FILL_SECONDS,
	LINEAR_INDEX_SECONDS,
	linearFillerHeads,
	lineMachineRatings,
	REFERENCE_LITRES,
	RINSE_AND_CLEANING_ALLOWANCE,
} from './filling-rules.ts'
import { formatFixed, formatNumber, formatPercent } from './format.ts'
import { elementModels } from './membrane-elements.ts'
import { MAX_SILICA_SATURATION } from './scaling.ts'
import { rawSewage } from './sewage.ts'
import {
	ANOXIC_SHARE,
	BLOWER_EFFICIENCY,
	CAKE_SOLIDS,
	COLDEST_SEWAGE,
	DIFFUSER_SUBMERGENCE,
	EFFLUENT_AMMONIA,
	EFFLUENT_NITRATE,
	EQUALISATION_HOURS,
	EXTENDED_AERATION_HOURS,
	MBR_FLUX,
	MEDIA_AMMONIA_LOADING,
	MEDIA_BOD_LOADING,
	MEDIA_FILL,
	MEDIA_SPECIFIC_SURFACE,
	NITRIFYING_SAFETY,
	OPERATING_DO,
	OXYGEN_PER_BOD,
	OXYGEN_PER_TKN,
	occupancy,
	PEAK_FACTOR,
	PLANT_ROOM_AREA,
	SBR_CYCLES_PER_DAY,
	SBR_DECANT_SHARE,
	SEWAGE_SHARE,
	SLUDGE_PER_BOD,
	SMALL_HOSPITAL_BEDS,
	SMALL_HOSPITAL_LITRES,
	TANK_DEPTH,
	transferPerMetre,
	WALLS_AND_WALKWAYS,
	WARMEST_SEWAGE,
	WASTE_SLUDGE_SOLIDS,
} from './sewage-rules.ts'
import { feedPumpPressure, motorEfficiency, pumpEfficiency } from './water.ts'
import {
	ENERGY_RECOVERY_EFFICIENCY,
	elementLimits,
	FLOW_FACTOR,
	fluxBySource,
	IE3_TWO_POLE,
	MAX_VESSEL_PRESSURE_DROP_BAR,
	maxElementsPerVessel,
	PLUNGER_PUMP_EFFICIENCY,
	STATED_PUMP_FLOWS,
	TEMPERATURE_BAND,
} from './water-rules.ts'

// The figures the tools' assumption sentences show, each formatted from the rule the design applies:
// the editors' sentences name them as {placeholders}, and the content schema allows exactly these.

/**
 * A family's pressure rating is its 8-inch element's, as its 4-inch one is rated the same; a vessel's
 * limits are a well water's, beside what a fouling river or open-intake water's vessel is held to.
 */
export function waterAssumptionFigures() {
	const { maxFeed, minConcentrate } = elementLimits.borewell
	const openIntake = elementLimits['seawater-open-intake']
	return {
		brackish8InchElement: elementModels['brackish 8-inch'].name,
		brackish4InchElement: elementModels['brackish 4-inch'].name,
		seawater8InchElement: elementModels['seawater 8-inch'].name,
		seawater4InchElement: elementModels['seawater 4-inch'].name,
		brackishElementsPerVessel: formatNumber(maxElementsPerVessel.brackish),
		seawaterElementsPerVessel: formatNumber(maxElementsPerVessel.seawater),
		flowFactor: formatPercent(FLOW_FACTOR),
		borewellFluxMin: formatNumber(fluxBySource.borewell.min),
		borewellFluxMax: formatNumber(fluxBySource.borewell.max),
		municipalFluxMin: formatNumber(fluxBySource.municipal.min),
		municipalFluxMax: formatNumber(fluxBySource.municipal.max),
		surfaceFluxMin: formatNumber(fluxBySource.surface.min),
		surfaceFluxMax: formatNumber(fluxBySource.surface.max),
		beachWellFluxMin: formatNumber(fluxBySource['seawater-beach-well'].min),
		beachWellFluxMax: formatNumber(fluxBySource['seawater-beach-well'].max),
		openIntakeFluxMin: formatNumber(fluxBySource['seawater-open-intake'].min),
		openIntakeFluxMax: formatNumber(fluxBySource['seawater-open-intake'].max),
		temperatureBand: formatNumber(TEMPERATURE_BAND),
		brackishMaxPressure: formatNumber(elementModels['brackish 8-inch'].maxPressure, 1),
		maxVesselPressureDrop: formatNumber(MAX_VESSEL_PRESSURE_DROP_BAR, 2),
		silicaSaturation: formatNumber(MAX_SILICA_SATURATION, 2),
		seawaterMaxPressure: formatNumber(elementModels['seawater 8-inch'].maxPressure, 1),
		plungerPumpEfficiency: formatPercent(PLUNGER_PUMP_EFFICIENCY),
		feedPumpPressure: formatFixed(feedPumpPressure(false), 1),
		exchangerFeedPumpPressure: formatFixed(feedPumpPressure(true), 1),
		smallPumpFlow: formatNumber(STATED_PUMP_FLOWS.small),
		smallPumpEfficiency: formatNumber(pumpEfficiency(STATED_PUMP_FLOWS.small) * 100),
		largePumpFlow: formatNumber(STATED_PUMP_FLOWS.large),
		largePumpEfficiency: formatNumber(pumpEfficiency(STATED_PUMP_FLOWS.large) * 100),
		smallestMotor: formatNumber(IE3_TWO_POLE.smallest, 2),
		smallestMotorEfficiency: formatNumber(motorEfficiency(IE3_TWO_POLE.smallest) * 100, 1),
		largestMotor: formatNumber(IE3_TWO_POLE.largest),
		largestMotorEfficiency: formatNumber(motorEfficiency(IE3_TWO_POLE.largest) * 100, 1),
		energyRecoveryEfficiency: formatPercent(ENERGY_RECOVERY_EFFICIENCY),
		maxFeed8Inch: formatNumber(maxFeed['8-inch'], 1),
		maxFeed4Inch: formatNumber(maxFeed['4-inch'], 1),
		riverMaxFeed8Inch: formatNumber(elementLimits.surface.maxFeed['8-inch'], 1),
		openIntakeMaxFeed8Inch: formatNumber(openIntake.maxFeed['8-inch'], 1),
		openIntakeMaxFeed4Inch: formatNumber(openIntake.maxFeed['4-inch'], 1),
		minConcentrate8Inch: formatFixed(minConcentrate['8-inch'], 1),
		minConcentrate4Inch: formatFixed(minConcentrate['4-inch'], 1),
		foulingMinConcentrate8Inch: formatFixed(openIntake.minConcentrate['8-inch'], 1),
		foulingMinConcentrate4Inch: formatFixed(openIntake.minConcentrate['4-inch'], 1),
	}
}

export function fillingAssumptionFigures() {
	return {
		referenceMillilitres: formatNumber(REFERENCE_LITRES * 1000),
		referenceLitres: formatNumber(REFERENCE_LITRES, 1),
		fillerRatings: fillers
			.map((filler) => `${filler.heads} ${formatNumber(filler.min)}`)
			.join(', '),
		twoLitreOutputShare: formatPercent(containerFactor(containerLitres['2l'])),
		blowMoulderRating: formatPercent(lineMachineRatings.blowMoulder),
		labellerRating: formatPercent(lineMachineRatings.labeller),
		packingRating: formatPercent(lineMachineRatings.packing),
		smallBottlesPerCavity: formatNumber(bottlesPerCavity['1l']),
		largeBottlesPerCavity: formatNumber(bottlesPerCavity['2l']),
		rinseAndCleaningAllowance: formatPercent(RINSE_AND_CLEANING_ALLOWANCE),
		lineEfficiency: formatPercent(LINE_EFFICIENCY),
		fewestLinearHeads: formatNumber(Math.min(...linearFillerHeads)),
		mostLinearHeads: formatNumber(Math.max(...linearFillerHeads)),
		linearFillSeconds: formatNumber(LINEAR_FILL_SECONDS),
		linearIndexSeconds: formatNumber(LINEAR_INDEX_SECONDS),
		containersPerLinearHead: formatNumber(linearRating(1)),
		isobaricDerating: formatPercent(ISOBARIC_DERATING),
	}
}

export function sewageAssumptionFigures() {
	const raw = rawSewage()
	return {
		homeLitres: formatNumber(occupancy.housing.litres),
		hotelLitres: formatNumber(occupancy.hotel.litres),
		hospitalLitres: formatNumber(occupancy.hospital.litres),
		smallHospitalLitres: formatNumber(SMALL_HOSPITAL_LITRES),
		smallHospitalBeds: formatNumber(SMALL_HOSPITAL_BEDS),
		officeLitres: formatNumber(occupancy.office.litres),
		sewageShare: formatPercent(SEWAGE_SHARE),
		bod: formatNumber(raw.bod),
		tss: formatNumber(raw.tss),
		peakFactor: formatNumber(PEAK_FACTOR),
		equalisationHours: formatNumber(EQUALISATION_HOURS),
		mediaSurface: formatNumber(MEDIA_SPECIFIC_SURFACE),
		mediaFill: formatPercent(MEDIA_FILL),
		mediaBod: formatNumber(MEDIA_BOD_LOADING),
		mediaAmmonia: formatNumber(MEDIA_AMMONIA_LOADING),
		extendedAerationHours: formatNumber(EXTENDED_AERATION_HOURS),
		sludgeAge: formatNumber(nitrifyingSludgeAge(COLDEST_SEWAGE, OPERATING_DO)),
		nitrifyingSafety: formatNumber(NITRIFYING_SAFETY, 1),
		effluentAmmonia: formatNumber(EFFLUENT_AMMONIA, 1),
		coldestSewage: formatNumber(COLDEST_SEWAGE),
		warmestSewage: formatNumber(WARMEST_SEWAGE),
		effluentNitrate: formatNumber(EFFLUENT_NITRATE),
		anoxicShare: formatPercent(ANOXIC_SHARE),
		decantShare: formatPercent(SBR_DECANT_SHARE),
		cycles: formatNumber(SBR_CYCLES_PER_DAY),
		mbrFlux: formatNumber(MBR_FLUX),
		oxygenPerBod: formatNumber(OXYGEN_PER_BOD, 2),
		oxygenPerTkn: formatNumber(OXYGEN_PER_TKN, 1),
		fineTransfer: formatPercent(transferPerMetre.fine),
		coarseTransfer: formatPercent(transferPerMetre.coarse),
		submergence: formatNumber(DIFFUSER_SUBMERGENCE, 1),
		blowerEfficiency: formatPercent(BLOWER_EFFICIENCY),
		sludgePerBod: formatNumber(SLUDGE_PER_BOD, 2),
		wastedSolids: formatPercent(WASTE_SLUDGE_SOLIDS),
		cakeSolids: formatPercent(CAKE_SOLIDS),
		tankDepth: formatNumber(TANK_DEPTH),
		wallsAndWalkways: formatPercent(WALLS_AND_WALKWAYS),
		plantRoom: formatNumber(PLANT_ROOM_AREA),
	}
}
