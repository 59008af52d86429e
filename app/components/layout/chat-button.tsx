import { useRef } from 'react'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { WhatsAppIcon } from '#app/components/ui/whatsapp-icon.tsx'
import { uiText } from '#app/content/copy.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { useStepAside } from '#app/hooks/use-step-aside.ts'
import { cn } from '#app/lib/cn.ts'

/**
 * The floating WhatsApp link, in WhatsApp's own green and mark so visitors know what it opens. It
 * waits below the first screen, so it covers nothing a visitor reads on arrival, and steps aside
 * while a form passes under it: a visitor writing to us already has a way to reach us. Without
 * scripts it simply stays.
 */
export function ChatButton() {
	const link = useRef<HTMLAnchorElement>(null)
	const aside = useStepAside(link)
	return (
		<aside aria-label={uiText.chat} className="print:hidden">
			<ExternalLink
				ref={link}
				href={siteConfig.chatUrl}
				className={cn(
					'fixed right-[max(0.75rem,env(safe-area-inset-right))] bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-pill bg-chat text-inverse-foreground shadow-raised ring-2 ring-surface transition-[opacity,scale,visibility] duration-200 hover:scale-105 hover:bg-chat-hover sm:right-[max(1.5rem,env(safe-area-inset-right))] sm:bottom-[max(1.5rem,env(safe-area-inset-bottom))] sm:size-14',
					// Hidden, it also leaves the tab order and the accessibility tree.
					aside && 'scripted:invisible scripted:scale-75 scripted:opacity-0',
				)}
			>
				<WhatsAppIcon className="size-6 sm:size-7" />
				<span className="sr-only">{uiText.chatLink}</span>
			</ExternalLink>
		</aside>
	)
}
