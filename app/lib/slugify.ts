// The original site's rule, so its addresses keep working: lowercase, and every run of
// non-alphanumeric characters becomes one hyphen.
export const slugify = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
