// The words of the site's own controls, which no single page owns: carousel buttons, the skip link,
// the chat and social links. Written in content/site/ui-text.yaml; a sentence with a {placeholder}
// arrives as a function of those values.
export { text as uiText } from '#app/generated/content/site/ui-text.ts'
