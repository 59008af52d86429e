import counters from '#content/counters.json' with { type: 'json' }
import type { counterSchema, Entry } from './schemas.ts'

export type Counter = Entry<typeof counterSchema>

export const homeCounters = counters.home
export const aboutCounters = counters.about
