import { Mail, Phone } from 'lucide-react'
import { inquiryContent } from '#app/content/inquiries.ts'
import { cn } from '#app/lib/cn.ts'

const contactLinkStyles = {
	inline: { list: 'mt-2 flex flex-wrap gap-x-5 gap-y-1', link: 'underline', icon: 'size-4' },
	prominent: {
		list: 'flex flex-col gap-3 sm:flex-row sm:gap-8',
		link: 'text-link hover:text-primary',
		icon: 'size-5',
	},
}

/** The company's phone and e-mail, the way out whenever a form is not the right channel. */
export function InquiryContactLinks({
	tone = 'inline',
}: {
	tone?: keyof typeof contactLinkStyles
}) {
	const styles = contactLinkStyles[tone]
	return (
		<ul className={styles.list}>
			{[
				{ ...inquiryContent.phone, Icon: Phone },
				{ ...inquiryContent.email, Icon: Mail },
			].map(({ href, label, Icon }) => (
				<li key={href}>
					<a href={href} className={cn('inline-flex items-center gap-1.5 font-bold', styles.link)}>
						<Icon aria-hidden="true" className={styles.icon} />
						{label}
					</a>
				</li>
			))}
		</ul>
	)
}
