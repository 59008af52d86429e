// The words of the site's own controls, which no single page owns: carousel buttons, the skip link,
// the chat and social links. Written in content/site/ui-text.yaml: a sentence's {placeholders} are
// filled where it is shown (lib/fill.ts).
import text from '#content/site/ui-text.json' with { type: 'json' }

export const uiText = text
