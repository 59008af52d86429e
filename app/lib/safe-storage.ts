// Storage can be missing, disabled, full or throw on access (private mode, quota, sandboxed frames).
// Every read and write goes through here so that none of that ever reaches a page.

type StorageKind = 'localStorage' | 'sessionStorage'

/** `use` of the storage, or `fallback` when there is none or reaching it throws. */
function withStorage<Result>(
	kind: StorageKind,
	use: (storage: Storage) => Result,
	fallback: Result,
): Result {
	try {
		return typeof window === 'undefined' ? fallback : use(window[kind])
	} catch {
		return fallback
	}
}

export const readItem = (kind: StorageKind, key: string): string | null =>
	withStorage(kind, (storage) => storage.getItem(key), null)

/** Returns whether the value was stored. */
export const writeItem = (kind: StorageKind, key: string, value: string): boolean =>
	withStorage(
		kind,
		(storage) => {
			storage.setItem(key, value)
			return true
		},
		false,
	)

export const removeItem = (kind: StorageKind, key: string): void =>
	withStorage(kind, (storage) => storage.removeItem(key), undefined)
