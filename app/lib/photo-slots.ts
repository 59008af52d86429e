// Where photos uploaded in the CMS show, and what each place needs of them. The content build checks
// every photo against its slot and asks the image plugin for exactly these widths (scripts/photos.ts);
// the page tells the browser the same slot's `sizes`, so it picks the smallest file that stays sharp.

/** Where uploads land: in the repository and, as the CMS writes it into an entry, from its root. */
export const PHOTO_FOLDER = '/app/assets/photos'

/** The file types a photo may be, by the extension its name must carry. */
export const PHOTO_TYPES = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp' } as const

/** A camera or phone photo is 2–8 MB; much more is a scan or an uncompressed export. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024

/** What the browser receives: the modern formats first, JPEG for every browser that has neither. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const

/** A photo as a page renders it: each format's srcset, and the fallback with its intrinsic size. */
export type Picture = {
	readonly sources: Readonly<Record<string, string>>
	readonly img: { readonly src: string; readonly w: number; readonly h: number }
}

/** A photo as an entry names it: the uploaded file, by its path from the repository's root. */
export type PhotoRecord = { readonly image: string; readonly alt: string }

type PhotoSlot = {
	/** Width to height; the photo is cropped to it around its centre, so every card lines up. */
	readonly aspect: readonly [number, number]
	/** The widths made, for one to three device pixels per CSS pixel of the slot at its widest. */
	readonly widths: readonly number[]
	/** Narrower than this looks soft on a phone's screen at two device pixels per CSS pixel. */
	readonly minWidth: number
	/** The slot's width at each breakpoint (Tailwind's md and lg), for the browser's choice of file. */
	readonly sizes: string
}

// A card is a third of the 1280 px page at lg (about 400 px), half the screen at md and the whole
// screen below it.
const cardSizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'

export const PHOTO_SLOTS = {
	/** A news card's picture, in place of its illustration and in the same 16:10 box. */
	news: { aspect: [16, 10], widths: [400, 800, 1200], minWidth: 800, sizes: cardSizes },
	/**
	 * A plant's photo in place of its rendered picture: on its card, its page (26rem beside the
	 * banner's words at most, narrower than a card on a phone), the home page and its datasheet.
	 */
	equipment: { aspect: [4, 3], widths: [480, 960, 1440], minWidth: 960, sizes: cardSizes },
	/** The site photo across the top of a case study's card. */
	caseStudy: { aspect: [3, 2], widths: [400, 800, 1200], minWidth: 800, sizes: cardSizes },
	/** The founder's portrait on the team page, square like the illustration it replaces. */
	portrait: {
		aspect: [1, 1],
		widths: [320, 640, 960],
		minWidth: 640,
		// 16rem beside the biography from md up; the card's width below it.
		sizes: '(min-width: 768px) 256px, 100vw',
	},
} as const satisfies Record<string, PhotoSlot>

export type PhotoSlotName = keyof typeof PHOTO_SLOTS

/**
 * The newest news item's card spans two columns from md up, its picture filling the card's height
 * beside the text: cropped to that box, the photo is drawn about 900 px wide.
 */
export const FEATURED_NEWS_SIZES = '(min-width: 768px) 900px, 100vw'

/**
 * A plant's picture rendered from its 3D model (renders/render.ts writes it), by the plant's slug,
 * from app/. Any photo uploaded for the plant takes its place.
 */
export const equipmentRenderFile = (slug: string) => `assets/renders/${slug}.webp`
