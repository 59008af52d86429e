// The contact page's copy, in content/site/contact.yaml; the address, e-mail and phone come from
// site-config.
export { text as contactContent } from '#app/generated/content/site/contact.ts'
