import { afterEach, expect, test, vi } from 'vitest'
import { readItem, removeItem, writeItem } from './safe-storage.ts'

afterEach(() => {
	vi.unstubAllGlobals()
})

const throwingStorage = {
	getItem: () => {
		throw new Error('SecurityError')
	},
	setItem: () => {
		throw new Error('QuotaExceededError')
	},
	removeItem: () => {
		throw new Error('SecurityError')
	},
}

test('reads nothing and writes nothing without a window (prerendering)', () => {
	expect(readItem('sessionStorage', 'key')).toBeNull()
	expect(writeItem('sessionStorage', 'key', 'value')).toBe(false)
})

test('swallows storage that throws on every call', () => {
	vi.stubGlobal('window', { sessionStorage: throwingStorage })
	expect(readItem('sessionStorage', 'key')).toBeNull()
	expect(writeItem('sessionStorage', 'key', 'value')).toBe(false)
	expect(() => removeItem('sessionStorage', 'key')).not.toThrow()
})

test('swallows a storage property whose getter throws (storage disabled)', () => {
	vi.stubGlobal(
		'window',
		Object.defineProperty({}, 'localStorage', {
			get() {
				throw new Error('SecurityError')
			},
		}),
	)
	expect(readItem('localStorage', 'key')).toBeNull()
	expect(writeItem('localStorage', 'key', 'value')).toBe(false)
})

test('round-trips a value through working storage', () => {
	const store = new Map<string, string>()
	vi.stubGlobal('window', {
		localStorage: {
			getItem: (key: string) => store.get(key) ?? null,
			setItem: (key: string, value: string) => store.set(key, value),
			removeItem: (key: string) => store.delete(key),
		},
	})
	expect(writeItem('localStorage', 'draft', '{"a":1}')).toBe(true)
	expect(readItem('localStorage', 'draft')).toBe('{"a":1}')
	removeItem('localStorage', 'draft')
	expect(readItem('localStorage', 'draft')).toBeNull()
})
