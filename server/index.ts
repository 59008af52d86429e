import { buildDirectory } from './build-directory.ts'
import { inquiryRequestContext } from './inquiries/context.ts'
import { createInquiryApi, prepareInquiryStorage, readInquiryConfig } from './inquiries/index.ts'
import { createSiteApp, serve } from './site-app.ts'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const inquiryConfig = readInquiryConfig(process.env)
prepareInquiryStorage(inquiryConfig)
const api = createInquiryApi(inquiryConfig)
const app = await createSiteApp({
	buildDirectory,
	getLoadContext: (_request, peerAddress) => inquiryRequestContext({ api, peerAddress }),
	trustProxy: inquiryConfig.trustProxy,
})
await serve(app, port, host)
console.log(
	`Serving ${buildDirectory} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
)
