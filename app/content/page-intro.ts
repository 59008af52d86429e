import type { Entry, pageIntroSchema } from './schemas.ts'

/**
 * The heading that opens a page or one of its sections, in one shape on every page: an eyebrow above
 * the title where the design has one, and a lead paragraph under it where the copy has one.
 */
export type PageIntro = Entry<typeof pageIntroSchema>
