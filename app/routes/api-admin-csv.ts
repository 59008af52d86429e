import { adminRoute } from '#server/inquiries/context.ts'

// Every inquiry as a spreadsheet file.
export const loader = adminRoute('csv', 'loader')
