import { formatFixed, formatNumber } from '#app/lib/sizing/format.ts'

export { formatFixed, formatNumber }

/** Flows in m³/h: two decimals for small plants, one for the rest. */
export const formatFlow = (flow: number) => formatFixed(flow, flow < 10 ? 2 : 1)

/** Figures with their unit, the way every result shows them. */
export const withUnit = (value: string, unit: string) => `${value} ${unit}`
