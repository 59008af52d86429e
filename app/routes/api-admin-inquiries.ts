import { adminRoute } from '#server/inquiries/context.ts'

// The inbox's list of inquiries, newest first.
export const loader = adminRoute('inquiries', 'loader')
