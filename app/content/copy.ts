// The copy pages show as the editors wrote it (content/), typed by its schemas, so a sentence's
// {placeholders} reach the compiler (fill in lib/fill.ts). Components read content from here and the
// other modules of this folder, never from the generated files themselves.
import type { z } from 'zod'
import news from '#content/news.json' with { type: 'json' }
import askQuestion from '#content/site/ask-question.json' with { type: 'json' }
import carousel from '#content/site/carousel.json' with { type: 'json' }
import contact from '#content/site/contact.json' with { type: 'json' }
import sizingCalloutText from '#content/site/sizing-callout.json' with { type: 'json' }
import ui from '#content/site/ui-text.json' with { type: 'json' }
import type {
	askQuestionSchema,
	carouselTextSchema,
	contactSchema,
	sizingCalloutSchema,
	uiTextSchema,
} from './schemas.ts'

export const uiText = ui as Omit<z.output<typeof uiTextSchema>, 'monthsShort'>
export const carouselText = carousel as z.output<typeof carouselTextSchema>
export const contactContent = contact as z.output<typeof contactSchema>
export const askQuestionText = askQuestion as z.output<typeof askQuestionSchema>
export const sizingCallout = sizingCalloutText as z.output<typeof sizingCalloutSchema>
export { default as aboutContent } from '#content/about.json' with { type: 'json' }
/** Every news item, newest first, its date as shown and as ISO. */
export { news }
