import { clientDirectory } from './build-directory.ts'
import { createInquiryApi, readInquiryConfig } from './inquiries/index.ts'
import { createSiteServer } from './site-handler.ts'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const inquiryApi = createInquiryApi(readInquiryConfig(process.env))
const server = createSiteServer(clientDirectory, { handleApi: inquiryApi.handle })
server.listen(port, host, () => {
	console.log(
		`Serving ${clientDirectory} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
	)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => server.close(() => void inquiryApi.close().then(() => process.exit(0))))
}
