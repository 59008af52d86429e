// The editor as the build ships it, served by the production server and pointed at a local stand-in
// for the GitHub sign-in relay and API (github-stand-in.ts): the build is the default one with only the
// editor's step run again, pointed at the stand-in; the server shares the setting, so the editor's
// policy allows it. Used by the editor's browser tests and to photograph the editor for its guide.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { translatedLocales } from '../../app/content/locales.ts'
import { siteConfig } from '../../app/content/site-config.ts'
import { CMS_STAND_IN_VARIABLE } from '../../app/site/cms-backend.ts'
import { buildDirectory } from '../../server/build-directory.ts'
import { type GitHubStandIn, startGitHubStandIn } from './github-stand-in.ts'
import { freePort, type LocalServer, startNodeServer } from './local-servers.ts'

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const STAND_IN_BUILD = join(buildDirectory, 'cms-stand-in')

export type CmsStandInSite = {
	standIn: GitHubStandIn
	site: LocalServer
	stop: () => Promise<void>
}

/** Starts the stand-in and the site whose editor talks to it; needs `npm run build` first. */
export async function startCmsStandInSite(): Promise<CmsStandInSite> {
	const standIn = await startGitHubStandIn({
		repository: siteConfig.cms.repository,
		branch: siteConfig.cms.branch,
		// What the editor's collections and media folders name.
		folders: ['content', 'app/assets'],
		projectRoot,
		siteHost: '127.0.0.1',
		port: await freePort(),
	})
	const environment = { BUILD_DIR: STAND_IN_BUILD, [CMS_STAND_IN_VARIABLE]: standIn.origin }
	rmSync(STAND_IN_BUILD, { recursive: true, force: true })
	// The client files and each edition's server build (English's, and build/<code>/server).
	for (const part of ['client', 'server', ...translatedLocales.map((code) => `${code}/server`)])
		cpSync(join(buildDirectory, part), join(STAND_IN_BUILD, part), { recursive: true })
	execFileSync(process.execPath, ['scripts/build-cms.ts'], {
		cwd: projectRoot,
		env: { ...process.env, ...environment },
		stdio: 'ignore',
	})
	const dataDirectory = mkdtempSync(join(tmpdir(), 'cms-github-inbox-'))
	const site = await startNodeServer(await freePort(), {
		...environment,
		DATA_DIR: dataDirectory,
	})
	return {
		standIn,
		site,
		async stop() {
			await site.stop()
			await standIn.stop()
			rmSync(STAND_IN_BUILD, { recursive: true, force: true })
			rmSync(dataDirectory, { recursive: true, force: true })
		},
	}
}
