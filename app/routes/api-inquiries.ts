import { inquiryEndpointAction, inquiryEndpointLoader } from '#server/inquiries/context.ts'

// The inquiry endpoint: the forms' JSON posts, and forms built for a static host, post here.
export const action = inquiryEndpointAction
export const loader = inquiryEndpointLoader
