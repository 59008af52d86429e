export type Counter = {
	id: string
	value: number
	suffix: string
	label: string
}

export const homeCounters = [
	{ id: 'total-projects', value: 3250, suffix: '+', label: 'Total Projects' },
	{ id: 'win-award', value: 150, suffix: '+', label: 'Win Award' },
] as const satisfies readonly Counter[]

export const aboutCounters = [
	{ id: 'happy-clients', value: 1226, suffix: '+', label: 'Happy Clients' },
	{ id: 'workers', value: 1552, suffix: '+', label: 'Workers' },
	{ id: 'experts', value: 1000, suffix: '+', label: 'Experts' },
] as const satisfies readonly Counter[]
