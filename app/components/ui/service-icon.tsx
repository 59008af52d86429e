import {
	Atom,
	Container,
	Cylinder,
	Droplets,
	Factory,
	Filter,
	FlaskConical,
	Gauge,
	type LucideIcon,
	Milk,
	Package,
	Pill,
	Recycle,
	Snowflake,
	Waves,
} from 'lucide-react'
import type { ServiceIcon as ServiceIconName } from '#app/content/services.ts'

const icons: Record<ServiceIconName, LucideIcon> = {
	droplets: Droplets,
	filter: Filter,
	waves: Waves,
	flask: FlaskConical,
	factory: Factory,
	bottle: Milk,
	package: Package,
	pill: Pill,
	gauge: Gauge,
	snowflake: Snowflake,
	cylinder: Cylinder,
	container: Container,
	recycle: Recycle,
	atom: Atom,
}

type ServiceIconProps = React.ComponentProps<'svg'> & { name: ServiceIconName }

export function ServiceIcon({ name, ...props }: ServiceIconProps) {
	const Icon = icons[name]
	return <Icon aria-hidden="true" strokeWidth={1.75} {...props} />
}
