import { inquiryEndpointFor } from './inquiry-protocol.ts'

const configuredEndpoint = import.meta.env.VITE_INQUIRY_ENDPOINT

/**
 * Where a form posts without JavaScript: its own page, whose action stores it or shows the form again
 * with why; on a static host, which runs no actions, the endpoint the build points at. Apart from the
 * sending code, which loads only with the first send.
 */
export const formPostTarget = configuredEndpoint
	? inquiryEndpointFor(configuredEndpoint)
	: undefined
