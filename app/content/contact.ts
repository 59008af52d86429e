// The contact page's copy, in content/site/contact.yaml; the address, e-mail and phone come from
// site-config.
import { text } from '#app/generated/content/site/contact.ts'

export const contactContent = text
