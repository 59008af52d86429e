import { adminRoute } from '#server/inquiries/context.ts'

// Who is signed in to the inbox; POST signs in, DELETE signs out.
export const loader = adminRoute('session', 'loader')
export const action = adminRoute('session', 'action')
