// News items, one file each in content/news/<id>.yaml with artwork assets/art/news/<id>.svg or a
// photo from assets/photos/; newest first.

import data from '#content/news.json' with { type: 'json' }
import type { NewsRecord } from './schemas.ts'
export type NewsItem = NewsRecord
export const news: readonly NewsItem[] = data
