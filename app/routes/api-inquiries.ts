import { inquiryEndpointAction, inquiryEndpointLoader } from '#server/inquiries/context.ts'

// The inquiry endpoint: JSON or form posts from integrations and scripts (docs/inquiries.md).
export const action = inquiryEndpointAction
export const loader = inquiryEndpointLoader
