// A local stand-in for what the content editor talks to when it signs in with GitHub: the OAuth
// relay's popup hand-off, answered as Sveltia CMS Authenticator answers it, and the part of GitHub's
// REST and GraphQL API that Sveltia's GitHub backend calls (the user, the collaborator check, the
// branch's last commit, the tree, the blobs, each file's last commit, and the commit mutation). It
// serves a temporary copy of the repository's files and applies every commit to that copy, so a test
// can run the content check on exactly what the editor saved.
import { createHash, randomBytes } from 'node:crypto'
import {
	cpSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { buildSchema, graphql } from 'graphql'

/** Where Sveltia's GitHub backend sends REST and GraphQL calls when its `api_root` is this origin. */
const REST_PREFIX = '/api/v3'
const GRAPHQL_PATH = '/api/graphql'

// Only the types and fields the editor asks for, named as in GitHub's GraphQL schema.
const schema = buildSchema(`
	scalar GitObjectID
	scalar DateTime
	scalar Base64String

	type Query { repository(owner: String!, name: String!): Repository }
	type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }

	type Repository {
		defaultBranchRef: Ref
		ref(qualifiedName: String!): Ref
		object(oid: GitObjectID, expression: String): GitObject
	}
	type Ref { name: String!, target: GitObject }
	interface GitObject { oid: GitObjectID! }
	type Blob implements GitObject { oid: GitObjectID!, text: String, isTruncated: Boolean! }
	type Commit implements GitObject {
		oid: GitObjectID!
		message: String!
		committedDate: DateTime!
		author: GitActor
		history(first: Int, path: String): CommitHistoryConnection!
		file(path: String!): TreeEntry
		status: Status
		deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection
		checkSuites(last: Int): CheckSuiteConnection
	}
	type Status { contexts: [StatusContext!]! }
	type StatusContext { context: String!, state: String!, targetUrl: String, description: String }
	enum DeploymentOrderField { CREATED_AT }
	enum OrderDirection { ASC DESC }
	input DeploymentOrder { field: DeploymentOrderField!, direction: OrderDirection! }
	type DeploymentConnection { nodes: [Deployment!]! }
	type Deployment { environment: String, latestStatus: DeploymentStatus }
	type DeploymentStatus { state: String!, environmentUrl: String, description: String }
	type CheckSuiteConnection { nodes: [CheckSuite!]! }
	type CheckSuite { checkRuns(last: Int): CheckRunConnection }
	type CheckRunConnection { nodes: [CheckRun!]! }
	type CheckRun {
		name: String!
		status: String!
		conclusion: String
		detailsUrl: String
		summary: String
	}
	type CommitHistoryConnection { nodes: [Commit!]! }
	type GitActor { name: String, email: String, avatarUrl: String, user: User }
	type User { databaseId: Int, login: String! }
	type TreeEntry { oid: GitObjectID! }

	input CreateCommitOnBranchInput {
		branch: CommittableBranch!
		expectedHeadOid: GitObjectID!
		fileChanges: FileChanges
		message: CommitMessage!
	}
	input CommittableBranch { repositoryNameWithOwner: String, branchName: String }
	input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
	input FileAddition { path: String!, contents: Base64String! }
	input FileDeletion { path: String! }
	input CommitMessage { headline: String!, body: String }
	type CreateCommitOnBranchPayload { commit: Commit }
`)

export type StandInCommit = {
	oid: string
	message: string
	committedDate: string
	/** The file of every path in the repository after this commit, by its blob id. */
	tree: ReadonlyMap<string, string>
	/** The paths this commit added, changed or deleted. */
	changed: readonly string[]
}

export type GitHubStandIn = {
	origin: string
	/** The working copy: the repository's files as the last commit left them. */
	root: string
	/** The commits in order, the first being the copied files. */
	commits: readonly StandInCommit[]
	/** Every GraphQL query or REST call the stand-in could not answer. */
	unanswered: readonly string[]
	stop: () => Promise<void>
}

export type GitHubStandInOptions = {
	/** `owner/name`, as the editor's configuration names it. */
	repository: string
	branch: string
	/** The folders of the project to copy into the repository, e.g. `content`. */
	folders: readonly string[]
	projectRoot: string
	/** The host the editor runs on, which the relay checks as its allowed domain. */
	siteHost: string
	port: number
}

const EDITOR = {
	id: 4242,
	login: 'marketing',
	name: 'Marketing Editor',
	email: 'marketing@example.com',
}

/** Git's id of a file's content: what GitHub's API calls its sha. */
const blobId = (content: Buffer) =>
	createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex')

const newCommitId = () => randomBytes(20).toString('hex')

function filesUnder(root: string, folders: readonly string[]) {
	return folders.flatMap((folder) =>
		readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
	)
}

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
	const [owner, name] = options.repository.split('/')
	const root = mkdtempSync(join(tmpdir(), 'github-stand-in-'))
	for (const folder of options.folders)
		cpSync(join(options.projectRoot, folder), join(root, folder), { recursive: true })

	const token = randomBytes(20).toString('hex')
	const blobs = new Map<string, Buffer>()
	const store = (content: Buffer) => {
		const id = blobId(content)
		blobs.set(id, content)
		return id
	}
	const paths = filesUnder(root, options.folders)
	const commits: StandInCommit[] = [
		{
			oid: newCommitId(),
			message: 'The site as the test found it',
			committedDate: new Date().toISOString(),
			tree: new Map(paths.map((path) => [path, store(readFileSync(join(root, path)))])),
			changed: paths,
		},
	]
	const head = () => commits.at(-1) as StandInCommit
	const unanswered: string[] = []

	const commitNode = (commit: StandInCommit) => ({
		__typename: 'Commit',
		oid: commit.oid,
		message: commit.message,
		committedDate: commit.committedDate,
		author: {
			name: EDITOR.name,
			email: EDITOR.email,
			avatarUrl: null,
			user: { databaseId: EDITOR.id, login: EDITOR.login },
		},
		history: ({ first = 100, path }: { first?: number; path?: string }) => ({
			nodes: commits
				.filter((candidate) => candidate.committedDate <= commit.committedDate)
				.filter((candidate) => path === undefined || candidate.changed.includes(path))
				.reverse()
				.slice(0, first)
				.map(commitNode),
		}),
		file: ({ path }: { path: string }) => {
			const oid = commit.tree.get(path)
			return oid ? { oid } : null
		},
		// No host reports a build or a deployment to the stand-in.
		status: null,
		deployments: { nodes: [] },
		checkSuites: { nodes: [] },
	})
	const branchRef = () => ({ name: options.branch, target: commitNode(head()) })

	const repository = {
		defaultBranchRef: branchRef,
		ref: ({ qualifiedName }: { qualifiedName: string }) =>
			qualifiedName.replace(/^refs\/heads\//, '') === options.branch ? branchRef() : null,
		object: ({ oid }: { oid: string }) => {
			const commit = commits.find((candidate) => candidate.oid === oid)
			if (commit) return commitNode(commit)
			const blob = blobs.get(oid)
			return blob
				? { __typename: 'Blob', oid, text: blob.toString('utf8'), isTruncated: false }
				: null
		},
	}

	type CommitInput = {
		branch: { repositoryNameWithOwner?: string; branchName?: string }
		expectedHeadOid: string
		fileChanges?: {
			additions?: { path: string; contents: string }[]
			deletions?: { path: string }[]
		}
		message: { headline: string; body?: string }
	}
	// GitHub refuses a commit whose expected head is not the branch's head: another save came first.
	function createCommitOnBranch({ input }: { input: CommitInput }) {
		if (input.branch.branchName !== options.branch)
			throw new Error(`no branch ${input.branch.branchName}`)
		if (input.branch.repositoryNameWithOwner !== options.repository)
			throw new Error(`no repository ${input.branch.repositoryNameWithOwner}`)
		if (input.expectedHeadOid !== head().oid)
			throw new Error(`Expected branch to point to "${input.expectedHeadOid}"`)
		const tree = new Map(head().tree)
		const changed: string[] = []
		for (const { path, contents } of input.fileChanges?.additions ?? []) {
			const content = Buffer.from(contents, 'base64')
			tree.set(path, store(content))
			mkdirSync(dirname(join(root, path)), { recursive: true })
			writeFileSync(join(root, path), content)
			changed.push(path)
		}
		for (const { path } of input.fileChanges?.deletions ?? []) {
			tree.delete(path)
			rmSync(join(root, path), { force: true })
			changed.push(path)
		}
		const commit = {
			oid: newCommitId(),
			message: [input.message.headline, input.message.body].filter(Boolean).join('\n\n'),
			// Strictly after the previous commit, so history lists the newest first.
			committedDate: new Date(
				Math.max(Date.now(), Date.parse(head().committedDate) + 1000),
			).toISOString(),
			tree,
			changed,
		}
		commits.push(commit)
		return { commit: commitNode(commit) }
	}

	const rootValue = {
		repository: (args: { owner: string; name: string }) =>
			args.owner === owner && args.name === name ? repository : null,
		createCommitOnBranch,
	}

	async function answerGraphQL(body: string) {
		const { query, variables } = JSON.parse(body) as {
			query: string
			variables?: Record<string, unknown>
		}
		const result = await graphql({ schema, source: query, rootValue, variableValues: variables })
		if (result.errors) unanswered.push(`${query}: ${result.errors.map(String).join('; ')}`)
		return result
	}

	const repositoryPath = `${REST_PREFIX}/repos/${owner}/${name}`
	function answerRest(path: string): { status: number; body?: unknown; raw?: Buffer } {
		if (path === `${REST_PREFIX}/user`)
			return { status: 200, body: { ...EDITOR, html_url: `https://github.com/${EDITOR.login}` } }
		if (path === `${repositoryPath}/collaborators/${EDITOR.login}`) return { status: 204 }
		const tree = new RegExp(`^${repositoryPath}/git/trees/([^/?]+)`).exec(path)?.[1]
		if (tree) {
			const commit = tree === options.branch ? head() : commits.find(({ oid }) => oid === tree)
			if (!commit) return { status: 404, body: { message: 'Not Found' } }
			return {
				status: 200,
				body: {
					sha: commit.oid,
					truncated: false,
					tree: [...commit.tree].map(([filePath, sha]) => ({
						path: filePath,
						mode: '100644',
						type: 'blob',
						sha,
						size: blobs.get(sha)?.length ?? 0,
					})),
				},
			}
		}
		const blob = new RegExp(`^${repositoryPath}/git/blobs/([0-9a-f]{40})$`).exec(path)?.[1]
		const content = blob && blobs.get(blob)
		if (content) return { status: 200, raw: content }
		unanswered.push(`GET ${path}`)
		return { status: 404, body: { message: 'Not Found' } }
	}

	// The relay's answer, as Sveltia CMS Authenticator writes it: it greets the opener, waits for the
	// editor to answer from its own origin, then hands over the token to that origin only.
	const handOffPage = (content: object) => `<!doctype html><html><body><script>
		window.addEventListener('message', ({ data, origin }) => {
			if (data === 'authorizing:github')
				window.opener?.postMessage('authorization:github:success:${JSON.stringify(content)}', origin)
		})
		window.opener?.postMessage('authorizing:github', '*')
	</script></body></html>`

	function answerRelay(url: URL, res: ServerResponse) {
		// GitHub's consent screen is skipped: the stand-in's editor has always granted access.
		if (url.pathname === '/auth') {
			const allowed =
				url.searchParams.get('provider') === 'github' &&
				url.searchParams.get('site_id') === options.siteHost
			if (!allowed) {
				unanswered.push(`relay refused ${url.search}`)
				res.writeHead(403).end()
				return
			}
			res.writeHead(302, { Location: `/callback?code=${randomBytes(10).toString('hex')}` }).end()
			return
		}
		res
			.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
			.end(handOffPage({ provider: 'github', token }))
	}

	const cors = {
		'Access-Control-Allow-Origin': '*',
		'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
		'Access-Control-Allow-Methods': 'GET, POST',
	}

	async function handle(req: IncomingMessage, res: ServerResponse) {
		const url = new URL(req.url ?? '/', 'http://stand-in')
		if (req.method === 'GET' && (url.pathname === '/auth' || url.pathname === '/callback')) {
			answerRelay(url, res)
			return
		}
		if (req.method === 'OPTIONS') {
			res.writeHead(204, cors).end()
			return
		}
		if (req.headers.authorization !== `token ${token}`) {
			res
				.writeHead(401, { ...cors, 'Content-Type': 'application/json' })
				.end(JSON.stringify({ message: 'Bad credentials' }))
			return
		}
		if (req.method === 'POST' && url.pathname === GRAPHQL_PATH) {
			const chunks: Buffer[] = []
			for await (const chunk of req) chunks.push(chunk as Buffer)
			const result = await answerGraphQL(Buffer.concat(chunks).toString('utf8'))
			res
				.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
				.end(JSON.stringify(result))
			return
		}
		const { status, body, raw } = answerRest(url.pathname)
		const type = raw ? 'application/octet-stream' : 'application/json'
		res
			.writeHead(status, { ...cors, 'Content-Type': type })
			.end(raw ?? (body === undefined ? undefined : JSON.stringify(body)))
	}

	const server = createServer((req, res) => {
		handle(req, res).catch((error: unknown) => {
			unanswered.push(`${req.method} ${req.url}: ${String(error)}`)
			if (!res.headersSent) res.writeHead(500, cors)
			res.end()
		})
	})
	await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return {
		origin: `http://127.0.0.1:${port}`,
		root,
		commits,
		unanswered,
		stop: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => {
					rmSync(root, { recursive: true, force: true })
					resolve()
				})
			}),
	}
}
