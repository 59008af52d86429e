// The site's own marker, drawn in the brand navy and water colours for either map provider.
export const MAP_PIN_SVG =
	'<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1Z" fill="#0b2545" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#22bfe0"/></svg>'
