import founderContent from '#content/founder.json' with { type: 'json' }
import type { Entry, founderSchema } from './schemas.ts'

// Typed by its schema: the photo portrait is optional, and the founder's file may have none.
export const founder: Entry<typeof founderSchema> = founderContent
