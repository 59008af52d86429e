import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { quoteCallToAction } from '#app/content/quote-links.ts'
import type { ServiceLink } from '#app/content/service-links.ts'
import { fill } from '#app/lib/fill.ts'
import { quotePath } from '#app/lib/quote-address.ts'

type QuoteLinkProps = {
	/** The product the form opens with; its name is read with the link where "Get a quote" alone is ambiguous. */
	service?: Pick<ServiceLink, 'slug' | 'title'>
	variant?: 'accent' | 'primary' | 'outline'
	size?: 'sm' | 'md' | 'lg'
	className?: string
}

/** "Get a quote": the quote page, with the product chosen when there is one. */
export function QuoteLink({ service, variant = 'accent', size = 'md', className }: QuoteLinkProps) {
	return (
		<Link
			to={quotePath({ service: service?.slug })}
			aria-label={
				service ? fill(quoteCallToAction.forProduct, { product: service.title }) : undefined
			}
			className={buttonVariants({ variant, size, className })}
		>
			{quoteCallToAction.label}
			<ArrowRight aria-hidden="true" />
		</Link>
	)
}
