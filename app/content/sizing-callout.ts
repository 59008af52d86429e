// The card that sends a buyer to the plant-sizing tools from home, services, contact and the service
// pages, in content/site/sizing-callout.yaml; apart from the tools' own copy, so those pages load only
// these words.
import text from '#content/site/sizing-callout.json' with { type: 'json' }

export const sizingCallout = text
