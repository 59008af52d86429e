import { inboxReportLoader } from '#server/inquiries/context.ts'

// A quote's water report, downloaded from the inbox by a signed-in user.
export const loader = inboxReportLoader
