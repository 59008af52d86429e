// The about page's copy, in content/about/about.yaml; each carousel image is
// assets/art/about/<id>.svg.
import aboutContent from '#content/about.json' with { type: 'json' }

export { aboutContent }
export type AboutContent = typeof aboutContent
