// Which services the content build must refuse for want of an illustration: a service without its own
// shows its family's (illustratedService), so only a service whose whole family has none is refused.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { illustratedService } from '#app/content/service-illustration.ts'

/** A service's own illustration, relative to app/. */
export const serviceArtworkFile = (slug: string) => `assets/art/services/${slug}.svg`

type LoadedService = { readonly name: string; readonly data: { readonly family: string } }

/** The services of `services` that would show no illustration, with the file each should upload. */
export function servicesWithoutIllustration<Service extends LoadedService>(
	appDirectory: string,
	services: readonly Service[],
) {
	const records = services.map(({ name, data }) => ({ slug: name, family: data.family }))
	const hasIllustration = (slug: string) => existsSync(join(appDirectory, serviceArtworkFile(slug)))
	return services.filter(
		({ name, data }) =>
			!illustratedService({ slug: name, family: data.family }, records, hasIllustration),
	)
}
