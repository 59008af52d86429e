// The home page's copy, in content/home/home.yaml. Headings and eyebrows are written in sentence
// case: only the first word, proper names and abbreviations such as RO or BPM take capitals. The exceptions are the labels the original site fixed
// word for word (section names such as "Hot Selling Categories", service titles, the why-different and
// benefit points); keep those exactly as they are. The content build enforces this (scripts/content-rules.ts).
import benefits from '#content/home/benefits.json' with { type: 'json' }
import heroSlides from '#content/home/heroSlides.json' with { type: 'json' }
import homeIntro from '#content/home/homeIntro.json' with { type: 'json' }
import homeSections from '#content/home/homeSections.json' with { type: 'json' }
import hotCategories from '#content/home/hotCategories.json' with { type: 'json' }
import whyDifferent from '#content/home/whyDifferent.json' with { type: 'json' }

export { benefits, heroSlides, homeIntro, homeSections, hotCategories, whyDifferent }
