import { MessageCircle } from 'lucide-react'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/content/site-config.ts'

export function ChatButton() {
	return (
		<aside aria-label="Chat" className="print:hidden">
			<ExternalLink
				href={siteConfig.chatUrl}
				className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-pill bg-water-600 text-white shadow-raised transition-transform hover:scale-105 hover:bg-water-700 sm:right-6 sm:bottom-6"
			>
				<MessageCircle aria-hidden="true" className="size-7" />
				<span className="sr-only">{`Chat with ${siteConfig.shortName} on WhatsApp (opens in a new tab)`}</span>
			</ExternalLink>
		</aside>
	)
}
