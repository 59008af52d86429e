// Storage can be missing, disabled, full or throw on access (private mode, quota, sandboxed frames).
// Every read and write goes through here so that none of that ever reaches a page.

type StorageKind = 'localStorage' | 'sessionStorage'

function storage(kind: StorageKind): Storage | undefined {
	try {
		return typeof window === 'undefined' ? undefined : window[kind]
	} catch {
		return undefined
	}
}

export function readItem(kind: StorageKind, key: string): string | null {
	try {
		return storage(kind)?.getItem(key) ?? null
	} catch {
		return null
	}
}

/** Returns whether the value was stored. */
export function writeItem(kind: StorageKind, key: string, value: string): boolean {
	try {
		const target = storage(kind)
		if (!target) return false
		target.setItem(key, value)
		return true
	} catch {
		return false
	}
}

export function removeItem(kind: StorageKind, key: string): void {
	try {
		storage(kind)?.removeItem(key)
	} catch {
		// Nothing stored can be removed from storage that cannot be reached.
	}
}
