// The carousels' buttons and the names a screen reader gives their slides and rows. Written in
// content/site/carousel.yaml, apart from the other controls' words, so only pages with a carousel load
// them; a sentence's {placeholders}
// are filled where it is shown (lib/fill.ts).
import text from '#content/site/carousel.json' with { type: 'json' }

export const carouselText = text
