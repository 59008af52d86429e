// What clients say, in content/testimonials/testimonials.yaml; each portrait is
// assets/art/people/<id>.svg.

import data from '#content/testimonials.json' with { type: 'json' }
import type { Entry, testimonialSchema } from './schemas.ts'
export type Testimonial = Entry<typeof testimonialSchema>
export const testimonials: readonly Testimonial[] = data
