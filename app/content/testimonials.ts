export type Testimonial = {
	id: string
	name: string
	role: string
	company: string
	feedback: string
}

export const testimonials = [
	{
		id: 'testimonial-1',
		name: 'Dr. Meera Iyer',
		role: 'Head of Biomedical Engineering',
		company: 'Sevashram Multispeciality Hospital, Vadodara',
		feedback:
			'Jalsetu replaced our ageing RO unit with a 6,000 LPH double-pass plant that feeds the dialysis unit and the central sterile department. Permeate conductivity has stayed below 5 µS/cm for two years, and their engineer attends within a day whenever the panel raises an alarm.',
	},
	{
		id: 'testimonial-2',
		name: 'Karan Mehta',
		role: 'Co-founder',
		company: 'Neerja Aqua, Rajkot',
		feedback:
			'As a packaged-drinking-water start-up we needed a line that could grow with us. Jalsetu supplied a 60 BPM rinse-fill-cap machine sized for a later upgrade, trained our operators on changeovers and helped us through the BIS licence audit. We were bottling within eleven weeks of placing the order.',
	},
	{
		id: 'testimonial-3',
		name: 'Sunil Deshmukh',
		role: 'Secretary, Managing Committee',
		company: 'Vasundhara Enclave Co-operative Housing Society, Pune',
		feedback:
			'Our 420-flat society had an STP that smelled and kept tripping. Jalsetu rebuilt it as an MBBR plant in the same footprint, and the treated water now goes to flushing and the gardens. Running costs are lower than before, and the monthly test reports are always on time.',
	},
	{
		id: 'testimonial-4',
		name: 'Harshad Chaudhari',
		role: 'Plant Manager',
		company: 'Navdhara Dairy, Mehsana',
		feedback:
			'Hard borewell water was scaling our pasteuriser and boiler within weeks. The twin-column softener from Jalsetu regenerates automatically on volume, so one vessel is always in service. Descaling shutdowns have stopped, and the salt consumption matches the figure they gave us at the proposal stage.',
	},
	{
		id: 'testimonial-5',
		name: 'Anjali Shah',
		role: 'Director, Operations',
		company: 'Rangrez Textiles, Surat',
		feedback:
			'The pollution control board required zero discharge from our dyeing house. Jalsetu designed the ZLD system with UF, two-stage RO and an evaporator, and now about 90 per cent of our water is reused in the process. Their team also trained our chemists to run the plant themselves.',
	},
] as const satisfies readonly Testimonial[]
