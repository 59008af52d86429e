// Where the content editor signs in, reads and saves: the repository, branch and sign-in relay written
// once in content/company/company.yaml. The build writes them into the editor's configuration
// (scripts/build-cms.ts) and the editor's policy allows the API they point it at, so the served
// configuration and the policy cannot disagree.
import { siteConfig } from '#app/content/site-config.ts'

/** Where Sveltia's GitHub backend sends its REST and GraphQL calls unless told otherwise. */
const GITHUB_API = 'https://api.github.com'

/**
 * Tests only: the origin of a stand-in for the sign-in relay and GitHub's API
 * (tests/support/github-stand-in.ts), which the editor then signs in through, reads from and saves to.
 * Like the map key, the build and the server must both have it: the build points the editor at it and
 * the server's policy lets the editor reach it.
 */
export const CMS_STAND_IN_VARIABLE = 'CMS_GITHUB_STAND_IN'
const standIn = process.env[CMS_STAND_IN_VARIABLE] || undefined

const { repository, branch, authRelay } = siteConfig.cms

export const cmsBackend = {
	name: 'github',
	repo: repository,
	branch,
	base_url: standIn ?? authRelay,
	...(standIn && { api_root: standIn }),
}

/** The one origin the editor calls GitHub's REST and GraphQL APIs at. */
export const cmsApiOrigin = new URL(standIn ?? GITHUB_API).origin
