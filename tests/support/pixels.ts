import type { Page } from '@playwright/test'

export type Pixels = { width: number; height: number; data: number[] }

/** Decodes a PNG screenshot in the page itself, so the test needs no image library. */
export async function decode(page: Page, png: Buffer): Promise<Pixels> {
	return page.evaluate(async (base64) => {
		const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
		const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
		const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
		const context = canvas.getContext('2d')
		if (!context) throw new Error('no 2d context')
		context.drawImage(bitmap, 0, 0)
		const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
		return { width: bitmap.width, height: bitmap.height, data: Array.from(data) }
	}, png.toString('base64'))
}
