// The contact page's copy, in content/site/contact.yaml; the address, e-mail and phone come from
// site-config.
import text from '#content/site/contact.json' with { type: 'json' }

export const contactContent = text
