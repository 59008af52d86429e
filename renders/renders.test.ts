import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { FRAME } from './studio.ts'

const modelNames = readdirSync(join(import.meta.dirname, 'models')).map((file) =>
	basename(file, '.ts'),
)
const renderFolder = join(import.meta.dirname, '../app/assets/renders')
const renderNames = readdirSync(renderFolder).map((file) => basename(file, '.webp'))

test('every model in renders/models has its picture, and every picture its model to render it again', () => {
	expect(renderNames.toSorted()).toEqual(modelNames.toSorted())
})

test.each(renderNames)(
	'%s is a frame-sized WebP with transparency, so it sits on a card and on the hero alike',
	async (name) => {
		const { format, width, height, hasAlpha } = await sharp(
			join(renderFolder, `${name}.webp`),
		).metadata()
		expect({ format, width, height, hasAlpha }).toEqual({
			format: 'webp',
			...FRAME,
			hasAlpha: true,
		})
	},
)
