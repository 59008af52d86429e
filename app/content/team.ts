import { founder as founderContent } from '#app/generated/content/founder.ts'
import type { Entry, founderSchema, WithPhoto } from './schemas.ts'

// The founder's portrait text and biography, in content/team/founder.yaml.
export type Founder = WithPhoto<Entry<typeof founderSchema>>

export const founder: Founder = founderContent
