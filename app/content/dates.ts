import { shortDate } from '#app/lib/short-date.ts'
import months from '#content/site/months.json' with { type: 'json' }

/** "2026-12-03" as this edition writes a date: "3 Dec 2026", in Hindi with its own month names. */
export const editionDate = (isoDate: string) => shortDate(isoDate, months)
