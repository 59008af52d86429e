import cluster from 'node:cluster'
import { loadAppHandler } from './app-handler.ts'
import { buildDirectory, clientDirectory } from './build-directory.ts'
import { inquiryRequestContext } from './inquiries/context.ts'
import { createInquiryApi, prepareInquiryStorage, readInquiryConfig } from './inquiries/index.ts'
import { serveSite, workerCount } from './serve-site.ts'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const workers = workerCount()

const inquiryConfig = readInquiryConfig(process.env)
// The primary (or the single process) prepares the storage once, before any worker serves, instead
// of the workers racing for the file; each worker runs this script again and opens the inbox itself.
if (cluster.isPrimary) prepareInquiryStorage(inquiryConfig)
const inquiryApi = workers === 1 || cluster.isWorker ? createInquiryApi(inquiryConfig) : undefined
const app =
	inquiryApi &&
	(await loadAppHandler(buildDirectory, {
		getLoadContext: (_request, client) =>
			inquiryRequestContext({ api: inquiryApi, peerAddress: client.address }),
		trustProxy: inquiryConfig.trustProxy,
	}))

await serveSite({
	root: clientDirectory,
	port,
	host,
	workers,
	app,
	// One Combined Log Format line per request on stdout (journald keeps it under systemd).
	logAccess: ['1', 'on', 'true', 'combined'].includes(process.env.ACCESS_LOG ?? '')
		? (line) => process.stdout.write(`${line}\n`)
		: undefined,
})
if (cluster.isPrimary)
	console.log(
		`Serving ${clientDirectory} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} with ${workers} ${workers === 1 ? 'process' : 'worker processes'}`,
	)
