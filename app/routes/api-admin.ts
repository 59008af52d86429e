import { adminApiHandler } from '#server/inquiries/context.ts'

// The inbox's JSON API; it needs a session for everything but signing in.
export const loader = adminApiHandler
export const action = adminApiHandler
