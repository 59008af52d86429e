// The card that sends a buyer to the plant-sizing tools from home, services, contact and the service
// pages; apart from the tools' own copy, so those pages load only these words.
export const sizingCallout = {
	title: 'Size your plant',
	servicePageTitle: 'Size this plant',
	lead: 'Enter your figures and get a first design in seconds, printable and shared by its link.',
} as const
