export type Founder = {
	name: string
	role: string
	imageAlt: string
	bio: readonly string[]
}

export const founder: Founder = {
	name: 'Rakesh Patel',
	role: 'Founder & CEO',
	imageAlt: 'Illustrated portrait of Rakesh Patel, Founder and CEO of Jalsetu Engineering',
	bio: [
		'Rakesh Patel has spent more than twenty years in the water-treatment industry. He began his career as a site engineer commissioning softeners and reverse osmosis plants for textile and chemical units around Ahmedabad, where he learnt that most plant failures start with poor pretreatment, weak fabrication or operators who were never properly trained.',
		'In 2004 he founded Jalsetu Engineering in Ahmedabad with a small workshop and a handful of fitters, building softeners and RO units for local industries. Under his leadership the company added stainless-steel fabrication, beverage filling lines, sewage treatment and zero liquid discharge systems, and moved to its present works at Plot 118, GIDC Industrial Estate.',
		'Rakesh still reviews the process design of every major project and visits commissioning sites whenever he can. He believes a plant should be judged by its performance five years after handover, not on the day of inauguration, and he has built the company’s service, spares and operator-training teams around that principle.',
	],
}
