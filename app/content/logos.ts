// Wordmarks of the partner and client strips. All names are fictional; artwork is resolved by id.
export type LogoItem = {
	id: string
	name: string
}

// Suppliers of membranes, pumps, valves, controls, stainless tube and instruments.
export const partnerLogos = [
	{ id: 'partner-01', name: 'Permeon Membranes' },
	{ id: 'partner-02', name: 'Hydravel Pumps' },
	{ id: 'partner-03', name: 'Kavach Valves' },
	{ id: 'partner-04', name: 'Logicore Automation' },
	{ id: 'partner-05', name: 'Inoxa Tubes' },
	{ id: 'partner-06', name: 'Vyomtek Instruments' },
	{ id: 'partner-07', name: 'Mrittika Ceramics' },
	{ id: 'partner-08', name: 'Dharaflow Dosing' },
	{ id: 'partner-09', name: 'Sudhar Seals' },
	{ id: 'partner-10', name: 'Urjaline Motors' },
] as const satisfies readonly LogoItem[]

// Clients across beverages, dairy, pharma, hospitals, hotels, textiles, housing and municipal bodies.
export const clientLogos = [
	{ id: 'client-01', name: 'Himsagar Beverages' },
	{ id: 'client-02', name: 'Neerja Aqua' },
	{ id: 'client-03', name: 'Tarang Drinks' },
	{ id: 'client-04', name: 'Kesarvan Juices' },
	{ id: 'client-05', name: 'Shital Springs' },
	{ id: 'client-06', name: 'Fizzora Soda' },
	{ id: 'client-07', name: 'Jharna Water' },
	{ id: 'client-08', name: 'Navdhara Dairy' },
	{ id: 'client-09', name: 'Dhenu Dairy' },
	{ id: 'client-10', name: 'Ksheer Foods' },
	{ id: 'client-11', name: 'Aushadh Lifesciences' },
	{ id: 'client-12', name: 'Medivant Pharma' },
	{ id: 'client-13', name: 'Sanjivak Labs' },
	{ id: 'client-14', name: 'Arogyam Formulations' },
	{ id: 'client-15', name: 'Sevashram Hospital' },
	{ id: 'client-16', name: 'Prerna Multispeciality' },
	{ id: 'client-17', name: 'Jeevandeep Hospital' },
	{ id: 'client-18', name: 'Hotel Saptarishi' },
	{ id: 'client-19', name: 'Rajmahal Residency' },
	{ id: 'client-20', name: 'Kinara Resorts' },
	{ id: 'client-21', name: 'Aranya Grand' },
	{ id: 'client-22', name: 'Vastrakala Mills' },
	{ id: 'client-23', name: 'Rangrez Textiles' },
	{ id: 'client-24', name: 'Suryatej Processors' },
	{ id: 'client-25', name: 'Tanavana Fabrics' },
	{ id: 'client-26', name: 'Reshamdhara Dyeing' },
	{ id: 'client-27', name: 'Shanti Heights' },
	{ id: 'client-28', name: 'Amrakunj Housing' },
	{ id: 'client-29', name: 'Neelkanth Greens' },
	{ id: 'client-30', name: 'Vasundhara Enclave' },
	{ id: 'client-31', name: 'Navnagar Municipality' },
	{ id: 'client-32', name: 'Jalnidhi Water Board' },
	{ id: 'client-33', name: 'Sarovar Urban Board' },
	{ id: 'client-34', name: 'Kalash Foods' },
	{ id: 'client-35', name: 'Tapti Agro' },
	{ id: 'client-36', name: 'Rasmadhur Sweets' },
	{ id: 'client-37', name: 'Vidyakunj Campus' },
] as const satisfies readonly LogoItem[]

// The home page shows the clients in two rows of about half each; the second takes an odd one out.
const firstCustomerRowLength = Math.floor(clientLogos.length / 2)
export const customerLogoRows = [
	clientLogos.slice(0, firstCustomerRowLength),
	clientLogos.slice(firstCustomerRowLength),
] as const
