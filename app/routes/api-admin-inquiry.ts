import { adminRoute } from '#server/inquiries/context.ts'

// One inquiry; PATCH sets its status.
export const loader = adminRoute('inquiry', 'loader')
export const action = adminRoute('inquiry', 'action')
