/** The folder the datasheets are published in, in each edition: /datasheets, /hi/datasheets. */
export const DATASHEETS = '/datasheets'

/** Where a service's datasheet is published: a stable address beside its page's. */
export const datasheetPath = ({ slug }: { slug: string }) => `${DATASHEETS}/${slug}.pdf`
