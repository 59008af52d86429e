// What clients say; each portrait is assets/art/people/<id>.svg.
import data from '#content/testimonials.json' with { type: 'json' }
import type { Entry, testimonialSchema } from './schemas.ts'

export const testimonials: readonly Entry<typeof testimonialSchema>[] = data
