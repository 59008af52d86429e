// A new service may be published before its illustration is drawn: until then it shows the
// illustration of the first service of its family that has one, so its card and page keep their
// picture. The content build refuses a service only when its whole family has none.

type IllustrableService = { readonly slug: string; readonly family: string }

/**
 * The service whose illustration `service` shows: itself when `hasIllustration` finds its own,
 * otherwise the first of `services` (in their order) of the same family that has one.
 */
export function illustratedService<Service extends IllustrableService>(
	service: Service,
	services: readonly Service[],
	hasIllustration: (slug: string) => boolean,
): Service | undefined {
	if (hasIllustration(service.slug)) return service
	return services.find((other) => other.family === service.family && hasIllustration(other.slug))
}
