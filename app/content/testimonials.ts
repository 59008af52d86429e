// What clients say, in content/testimonials/testimonials.yaml; each portrait is
// assets/art/people/<id>.svg.
import type { Entry, testimonialSchema } from './schemas.ts'

export { testimonials } from '#app/generated/content/testimonials.ts'
export type Testimonial = Entry<typeof testimonialSchema>
