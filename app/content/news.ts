// News items, one file each in content/news/<id>.yaml with artwork assets/art/news/<id>.svg or a
// photo from assets/photos/; newest first.
import type { NewsRecord } from './schemas.ts'

export { news } from '#app/generated/content/news.ts'
export type NewsItem = NewsRecord
