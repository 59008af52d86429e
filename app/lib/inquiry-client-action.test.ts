import { afterEach, expect, test, vi } from 'vitest'
import { inquiryClientAction } from '#app/content/inquiries.ts'
import inquiries from '#content/site/inquiries.json' with { type: 'json' }

afterEach(() => vi.unstubAllGlobals())

const failingWith =
	(error: Error) =>
	async <T>(): Promise<T> => {
		throw error
	}

test("a stored inquiry's answer reaches the form as the page's action gave it", async () => {
	const serverAction = async <T>() => ({ stored: true }) as T
	expect(await inquiryClientAction({ serverAction })).toEqual({ stored: true })
})

test('a post that never got an answer is the connection message, with nothing typed lost', async () => {
	vi.stubGlobal('navigator', { onLine: true })
	const answer = await inquiryClientAction({
		serverAction: failingWith(new TypeError('Failed to fetch')),
	})
	expect(answer).toEqual({ errors: {}, message: inquiries.refusals.offline, values: {} })
})

test('an answer the form cannot read is the try-again message, never a thrown error', async () => {
	vi.stubGlobal('navigator', { onLine: true })
	const answer = await inquiryClientAction({ serverAction: failingWith(new Error('bad data')) })
	expect(answer).toEqual({ errors: {}, message: inquiries.refusals.notSent, values: {} })
})
