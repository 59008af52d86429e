// Client and partner logos uploaded in the CMS. A client's logo is theirs, so any SVG, PNG or WebP
// they give is used as it is: an SVG is served as a file (once the build finds nothing in it that could
// run), a PNG or WebP is converted at build to a WebP that fills the logo box at twice its size.

/** Where uploads land: in the repository and, as the CMS writes it into an entry, from its root. */
export const LOGO_FOLDER = '/app/assets/logos'

/** The file types a logo may be, by the extension its name must carry. */
export const LOGO_TYPES = ['svg', 'png', 'webp'] as const

/** Every logo is fitted into the same 3:1 box, so none shifts the layout when it loads. */
export const LOGO_BOX = { width: 240, height: 80 } as const
