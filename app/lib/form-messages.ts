// What the forms say about a value they refuse, in one place: the browser's and the server's rules
// read their messages from here, and so do the tests, so changing a message is changing this file.

export const fieldMessages = {
	nameRequired: 'Please enter your name',
	emailRequired: 'Please enter your email',
	emailInvalid: 'Please enter a valid email address',
	phoneRequired: 'Please enter your phone number',
	phoneInvalid: 'Please enter a valid phone number (with country code)',
	subjectRequired: 'Please enter your subject',
	messageRequired: 'Please write your message',
	oneLine: 'Please keep this on one line',
	productRequired: 'Please choose a product',
	capacityRequired: 'Please enter the capacity you need',
	capacityAboveZero: 'Please enter a capacity above zero',
	unitRequired: 'Please choose a unit',
	sourceRequired: 'Please choose a source',
	siteLocationRequired: 'Please enter the city and state of your site',
	timelineRequired: 'Please choose when you need it',
	questionFromServicePage: 'Please send your question from a service page',
} as const

// Built only when the rule fails: the first toLocaleString call loads the locale's number format,
// a 20-25 ms task that would otherwise run while a form's page starts.
/** A text longer than its field takes. */
export const tooLongMessage = (max: number) =>
	`Please keep this under ${max.toLocaleString('en-IN')} characters`
