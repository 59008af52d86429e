// Activated sludge at steady state, as Metcalf & Eddy design a complete-mix tank: the sludge age
// (SRT) sets how much the bacteria grow and what they leave; the mass of sludge kept for that age, at
// the mixed liquor's concentration, sets the tank. The same equations give the oxygen the bacteria
// use and the air that dissolves it. docs/sizing.md quotes the pages.

import {
	ATMOSPHERE_WATER_METRES,
	CELLS_VOLATILE_SHARE,
	DENITRIFICATION_THETA,
	DEPTH_SATURATION,
	denitrificationRates,
	EFFLUENT_AMMONIA,
	EFFLUENT_NITRATE,
	heterotrophs,
	LOW_FOOD,
	LOW_FOOD_RATE,
	NITRIFYING_SAFETY,
	NITROGEN_IN_CELLS,
	nitrifiers,
	OXYGEN_IN_AIR,
	OXYGEN_PER_CELLS,
	OXYGEN_PER_DENITRIFIED,
	OXYGEN_PER_NITRIFIED,
	RETURN_SLUDGE,
	recycleCorrections,
	SATURATION_20,
	THETA,
} from './sewage-rules.ts'

/** What reaches the aeration tank, g/m³: biodegradable COD, unbiodegradable VSS, inert TSS, TKN. */
export type Influent = { bcod: number; nbvss: number; itss: number; tkn: number }

export type SludgeConditions = {
	/** m³ a day */
	flow: number
	/** Sludge age, days. */
	srt: number
	/** Mixed-liquor suspended solids, g/m³. */
	mlss: number
	/** °C */
	temperature: number
	/** Dissolved oxygen held in the tank, g/m³. */
	dissolvedOxygen: number
	/** Whether the design counts on nitrifying; a plant built for BOD alone leaves it out. */
	nitrification: boolean
}

/** A rate at 20 °C moved to this temperature by its factor. */
const at = (rate: number, theta: number, temperature: number) => rate * theta ** (temperature - 20)

/**
 * What a complete-mix tank leaves of the food its bacteria grow on, g/m³: K(1 + b·SRT) / (SRT(µ − b) − 1);
 * Infinity where the sludge is too young for them to stay.
 */
function residual(halfSaturation: number, growth: number, decay: number, srt: number) {
	const net = srt * (growth - decay) - 1
	return net > 0 ? (halfSaturation * (1 + decay * srt)) / net : Number.POSITIVE_INFINITY
}

/** The nitrifiers' rates a day at this temperature: growth, with oxygen held at this level, and decay. */
function nitrifierRates(temperature: number, dissolvedOxygen: number) {
	const oxygenShare = dissolvedOxygen / (nitrifiers.oxygenHalfSaturation + dissolvedOxygen)
	return {
		growth: at(nitrifiers.maxGrowth, nitrifiers.growthTheta, temperature) * oxygenShare,
		decay: at(nitrifiers.decay, nitrifiers.decayTheta, temperature),
	}
}

/**
 * The sludge age a nitrifying plant is designed at, days: the youngest at which nitrifiers hold the
 * effluent's ammonia down, at the coldest temperature, with a safety factor.
 */
export function nitrifyingSludgeAge(temperature: number, dissolvedOxygen: number) {
	const { growth, decay } = nitrifierRates(temperature, dissolvedOxygen)
	const ammoniaShare = EFFLUENT_AMMONIA / (nitrifiers.halfSaturation + EFFLUENT_AMMONIA)
	return NITRIFYING_SAFETY / (growth * ammoniaShare - decay)
}

export function activatedSludge(influent: Influent, conditions: SludgeConditions) {
	const { flow, srt, mlss, temperature, dissolvedOxygen, nitrification } = conditions
	const kgPerDay = (gramsPerCubicMetre: number) => (gramsPerCubicMetre * flow) / 1000
	const decay = at(heterotrophs.decay, heterotrophs.decayTheta, temperature)
	const growth = at(heterotrophs.maxGrowth, heterotrophs.growthTheta, temperature)
	const effluentBcod = Math.min(
		influent.bcod,
		residual(heterotrophs.halfSaturation, growth, decay, srt),
	)
	const removed = influent.bcod - effluentBcod
	// kg VSS a day: heterotrophs grown and still alive, and the debris of those that decayed.
	const cells = kgPerDay(heterotrophs.yield * removed) / (1 + decay * srt)
	const debris = heterotrophs.debris * decay * cells * srt

	const { growth: nitrifierGrowth, decay: nitrifierDecay } = nitrifierRates(
		temperature,
		dissolvedOxygen,
	)
	const effluentAmmonia = nitrification
		? Math.min(
				influent.tkn,
				residual(nitrifiers.halfSaturation, nitrifierGrowth, nitrifierDecay, srt),
			)
		: influent.tkn
	// The ammonia nitrified (NOx) is the TKN less what stays and what every cell grown takes up,
	// nitrifiers included, whose growth is itself in proportion to the NOx.
	const nitrifierYield = nitrifiers.yield / (1 + nitrifierDecay * srt)
	const nitrified = Math.max(
		0,
		(influent.tkn - effluentAmmonia - (NITROGEN_IN_CELLS * (cells + debris) * 1000) / flow) /
			(1 + NITROGEN_IN_CELLS * nitrifierYield),
	)
	const biomass = cells + debris + kgPerDay(nitrifierYield * nitrified)
	const volatileSolids = biomass + kgPerDay(influent.nbvss)
	const solids = biomass / CELLS_VOLATILE_SHARE + kgPerDay(influent.nbvss + influent.itss)
	return {
		/** m³ that keep the sludge this old at this MLSS. */
		volume: (solids * srt * 1000) / mlss,
		/** kg a day grown and wasted: total and volatile suspended solids. */
		solids,
		volatileSolids,
		/** kg a day: the COD removed, less what the heterotrophs' cells hold, plus nitrification's. */
		oxygen:
			kgPerDay(removed) -
			OXYGEN_PER_CELLS * (cells + debris) +
			OXYGEN_PER_NITRIFIED * kgPerDay(nitrified),
		/** g/m³ */
		effluentBcod,
		effluentAmmonia,
		nitrified,
	}
}

export type AnoxicConditions = {
	/** m³ a day */
	flow: number
	/** The feed's BOD and biodegradable COD, g/m³, and the share of that COD readily biodegradable. */
	bod: number
	bcod: number
	readilyBiodegradableShare: number
	/** The aerated tank's sludge age (days) and volume (m³) at this temperature (°C). */
	srt: number
	aeratedVolume: number
	temperature: number
	/** g/m³ of ammonia the aerated tank nitrifies. */
	nitrified: number
}

/**
 * The anoxic tank ahead of a nitrifying tank: the smallest that turns to nitrogen gas the nitrate the
 * internal recycle and the returned sludge bring it, so the effluent keeps EFFLUENT_NITRATE.
 */
export function preAnoxicZone(conditions: AnoxicConditions) {
	const { flow, srt, temperature, nitrified } = conditions
	const decay = at(heterotrophs.decay, heterotrophs.decayTheta, temperature)
	// g/m³ of active heterotrophs in the aerated tank, taking all the bCOD as removed.
	const activeBiomass =
		(flow * srt * heterotrophs.yield * conditions.bcod) /
		((1 + decay * srt) * conditions.aeratedVolume)
	const recycle = Math.max(0, nitrified / EFFLUENT_NITRATE - 1 - RETURN_SLUDGE)
	const nitrateFed = flow * (recycle + RETURN_SLUDGE) * EFFLUENT_NITRATE // g a day
	const share = 100 * conditions.readilyBiodegradableShare
	const rates = denitrificationRates.findLast((row) => row.readilyBiodegradable <= share)
	const correction = recycleCorrections.find((row) => recycle > row.aboveRecycle)
	/** g a day of nitrate-nitrogen this volume (m³) denitrifies. */
	const reducedIn = (volume: number) => {
		const food = (flow * conditions.bod) / (volume * activeBiomass)
		const rate =
			(food > LOW_FOOD && rates ? rates.b0 + rates.b1 * Math.log(food) : LOW_FOOD_RATE * food) *
			DENITRIFICATION_THETA ** (temperature - 20)
		const corrected =
			food > 1 && correction ? rate - correction.c1 * Math.log(food) - correction.c0 : rate
		return volume * corrected * activeBiomass
	}
	// The denitrified nitrate grows with the volume: halve the range to a thousandth. Where
	// even the aerated volume falls short, the sewage lacks the carbon and the tank is that size.
	let [small, large] = [0, conditions.aeratedVolume]
	while (large - small > 1e-3 * Math.max(1, large)) {
		const middle = (small + large) / 2
		if (reducedIn(middle) < nitrateFed) small = middle
		else large = middle
	}
	return {
		volume: large,
		activeBiomass,
		recycle,
		nitrateFed,
		reducedIn,
		/** kg a day of oxygen the denitrifying bacteria take from nitrate instead of the air. */
		oxygenCredit:
			(OXYGEN_PER_DENITRIFIED * flow * Math.max(0, nitrified - EFFLUENT_NITRATE)) / 1000,
	}
}

export type TransferConditions = {
	alpha: number
	/** The diffusers' fouling factor. */
	fouling: number
	beta: number
	dissolvedOxygen: number
	temperature: number
	/** Clean water's oxygen saturation at that temperature, mg/L. */
	saturation: number
	/** Depth of the diffusers under the water, m. */
	submergence: number
	/** The site's air pressure over the sea level's. */
	pressureRatio: number
	/** Share of the oxygen blown that dissolves in clean water at the diffusers' depth. */
	transferEfficiency: number
	/** kg a m³ of the air the flow is counted in. */
	airDensity: number
}

/**
 * m³ an hour of air that dissolve this many kg of oxygen a day in the field: the standard oxygen
 * transfer rate (clean water at 20 °C, none dissolved) that matches it, over what each m³ of air
 * brings and dissolves.
 */
export function airForOxygen(oxygen: number, transfer: TransferConditions) {
	const deepSaturation20 =
		SATURATION_20 * (1 + (DEPTH_SATURATION * transfer.submergence) / ATMOSPHERE_WATER_METRES)
	const fieldSaturation =
		transfer.beta *
		(transfer.saturation / SATURATION_20) *
		transfer.pressureRatio *
		deepSaturation20
	const standard =
		(oxygen / 24 / (transfer.alpha * transfer.fouling)) *
		(deepSaturation20 / (fieldSaturation - transfer.dissolvedOxygen)) *
		THETA ** (20 - transfer.temperature)
	return standard / (transfer.transferEfficiency * transfer.airDensity * OXYGEN_IN_AIR)
}
