import { Link } from 'react-router'
import { uiText } from '#app/content/copy.ts'
import { cn } from '#app/lib/cn.ts'
import { fill } from '#app/lib/fill.ts'

type ReadMoreProps = {
	label: string
	/** Where the link goes; without it the label is a cue on a card that is itself the link. */
	to?: string
	/** Read after the label by screen readers only, so each link names what it leads to. */
	about?: string
	/** For a cue on a card that is itself the link, which would otherwise be read twice. */
	'aria-hidden'?: boolean
}

const readMoreClass =
	'self-start font-bold text-link underline decoration-accent decoration-2 underline-offset-6'

/** The one look of every "read more" that leads somewhere: a link, or the cue of a card that is one. */
export function ReadMore({ label, to, about, ...rest }: ReadMoreProps) {
	const content = (
		<>
			{label}
			{about ? (
				<span className="sr-only">{` ${fill(uiText.readMoreAbout, { title: about })}`}</span>
			) : null}
		</>
	)
	return to ? (
		<Link
			to={to}
			prefetch="intent"
			className={cn(readMoreClass, 'transition-colors hover:text-primary')}
			{...rest}
		>
			{content}
		</Link>
	) : (
		<p className={readMoreClass} {...rest}>
			{content}
		</p>
	)
}
