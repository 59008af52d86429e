import { inboxCsvLoader } from '#server/inquiries/context.ts'

// Every inquiry as a spreadsheet file, downloaded by the inbox's export link.
export const loader = inboxCsvLoader
