import { cn } from '#app/lib/cn.ts'

type WaveDividerProps = { className?: string }

/** Coloured as the section it leads into; it never takes a tap from what shows through above it. */
export function WaveDivider({ className }: WaveDividerProps) {
	return (
		<svg
			viewBox="0 0 1440 64"
			preserveAspectRatio="none"
			aria-hidden="true"
			focusable="false"
			className={cn(
				'pointer-events-none block h-8 w-full fill-current sm:h-12 print:hidden',
				className,
			)}
		>
			<path
				d="M0 36c120-20 240-30 360-22s240 34 360 34 240-26 360-34 240 2 360 22v28H0Z"
				className="fill-highlight opacity-40"
			/>
			<path d="M0 48c160-22 320-28 480-14s320 30 480 24 320-26 480-18v24H0Z" />
		</svg>
	)
}
