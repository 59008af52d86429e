/** The water-light glow behind navy sections (page banners, home hero); purely decorative. */
export function NavyBackdrop() {
	return (
		<div
			aria-hidden="true"
			className="absolute inset-0 -z-10 print:hidden bg-[radial-gradient(circle_at_15%_20%,var(--color-highlight-hover)_0,transparent_45%),radial-gradient(circle_at_85%_80%,var(--color-inverse-glow)_0,transparent_50%)] opacity-70"
		/>
	)
}
