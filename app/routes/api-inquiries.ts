import { inquiryEndpointAction } from '#server/inquiries/context.ts'
import { inquiryEndpointRefusal } from '#server/inquiries/submissions.ts'

// The inquiry endpoint: the forms' JSON posts, and forms built for a static host, post here.
export const action = inquiryEndpointAction
export const loader = inquiryEndpointRefusal
