import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { WhatsAppIcon } from '#app/components/ui/whatsapp-icon.tsx'
import { siteConfig } from '#app/content/site-config.ts'

/**
 * The floating WhatsApp link, in WhatsApp's own green and mark so visitors know what it opens. On
 * phones it is smaller and tucked into the corner, clear of the device's safe area; the footer keeps
 * its last line clear of it, so at the bottom of any page it covers nothing.
 */
export function ChatButton() {
	return (
		<aside aria-label="Chat" className="print:hidden">
			<ExternalLink
				href={siteConfig.chatUrl}
				className="fixed right-[max(0.75rem,env(safe-area-inset-right))] bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-pill bg-whatsapp-600 text-white shadow-raised ring-2 ring-white transition-transform hover:scale-105 hover:bg-whatsapp-700 sm:right-[max(1.5rem,env(safe-area-inset-right))] sm:bottom-[max(1.5rem,env(safe-area-inset-bottom))] sm:size-14"
			>
				<WhatsAppIcon className="size-6 sm:size-7" />
				<span className="sr-only">{`Chat with ${siteConfig.shortName} on WhatsApp (opens in a new tab)`}</span>
			</ExternalLink>
		</aside>
	)
}
