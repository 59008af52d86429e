interface ImportMetaEnv {
	/** A browser key restricted to the site's HTTP referrers; switches the contact map to Google Maps. */
	readonly VITE_GOOGLE_MAPS_API_KEY?: string
	/** Where the inquiry forms post; the site's own endpoint when unset. */
}
