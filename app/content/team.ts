import founderContent from '#content/founder.json' with { type: 'json' }
import type { Entry, founderSchema } from './schemas.ts'

// The founder's portrait text and biography, in content/team/founder.yaml.
export type Founder = Entry<typeof founderSchema>

export const founder: Founder = founderContent
