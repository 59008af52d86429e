import { proposalWords } from '#app/content/plant-sizing-words.ts'

// Every date on a proposal is the company's: a design made at 1 a.m. in Ahmedabad is that day's.
const COMPANY_TIME_ZONE = 'Asia/Kolkata'
const DAY_MS = 24 * 60 * 60 * 1000

/** The day `at` falls on in India, as 2026-12-02. */
export function companyDay(at: Date) {
	const parts = new Intl.DateTimeFormat('en', {
		timeZone: COMPANY_TIME_ZONE,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).formatToParts(at)
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		parts.find((candidate) => candidate.type === type)?.value ?? ''
	return `${part('year')}-${part('month')}-${part('day')}`
}

/** Four hexadecimal digits from FNV-1a over the text: short to read out, and the same everywhere. */
function shortHash(text: string) {
	let hash = 0x811c9dc5
	for (const character of text) {
		hash ^= character.codePointAt(0) ?? 0
		hash = Math.imul(hash, 0x01000193) >>> 0
	}
	return hash.toString(16).toUpperCase().padStart(8, '0').slice(0, 4)
}

/**
 * The reference a result's PDF carries, which the quote form and the inbox show beside the same
 * result: the prefix, the day it was made and a short hash of the calculator's address (path and
 * query), as JS-20261202-7F3A. The same figures give the same hash on any day.
 */
export const proposalReference = (address: string, at: Date) =>
	`${proposalWords.referencePrefix}-${companyDay(at).replaceAll('-', '')}-${shortHash(address)}`

/**
 * The reference a sent quote is filed under: the one its form showed the buyer when that is this
 * result's reference of the day it was sent or of the day before (a form opened before midnight,
 * India time, and sent after it), otherwise the day's own. Only a reference the address itself gives
 * is kept, so a post cannot file a quote under another result's reference.
 */
export function sentReference(address: string, shown: string | undefined, at: Date) {
	const dayBefore = new Date(at.getTime() - DAY_MS)
	return shown === proposalReference(address, dayBefore) ? shown : proposalReference(address, at)
}
