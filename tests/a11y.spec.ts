import { askQuestionText, uiText } from '../app/content/copy.ts'
import { postInquiry, signInThroughPage, siteRequest, uniqueName } from './inbox.ts'
import { expect, formPosts, test } from './support/fixtures.ts'
import { axeViolations } from './support/page-checks.ts'

test('an unknown path has no axe violations', async ({ page, openHydrated }) => {
	await openHydrated('/no-such-page')
	expect(await axeViolations(page)).toEqual([])
})

test('the open mobile menu and the offline screen have no axe violations', async ({
	page,
	context,
	openHydrated,
}) => {
	await page.setViewportSize({ width: 375, height: 740 })
	await openHydrated('/services')
	await page.getByRole('button', { name: uiText.openMenu }).click()
	expect(await axeViolations(page)).toEqual([])
	await context.setOffline(true)
	await page.getByRole('alert').waitFor()
	expect(await axeViolations(page)).toEqual([])
})

test('the signed-in inbox, an opened inquiry and a form after sending or failing have no axe violations', async ({
	page,
	baseURL,
	openHydrated,
	allowConsoleErrors,
}) => {
	await postInquiry(await siteRequest(baseURL ?? ''), {
		form: 'question',
		service: 'ss-vessels',
		name: uniqueName('Axe Check'),
		email: 'axe@lead.example',
		message: 'Is this accessible?',
	})
	await signInThroughPage(page)
	expect(await axeViolations(page)).toEqual([])
	await page.getByRole('table').getByRole('link').first().click()
	await expect(page.getByRole('link', { name: 'Back to all inquiries' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	await openHydrated('/services/ss-vessels')
	const form = page.getByRole('form', { name: askQuestionText.title })
	await form.getByLabel('E-mail').fill('axe@lead.example')
	await form.getByLabel('Your question').fill('Is this accessible?')
	await form.getByRole('button', { name: 'Send question' }).click()
	await expect(form.getByRole('status')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.route(formPosts('/services/ss-vessels'), (route) => route.abort())
	allowConsoleErrors(/net::ERR_FAILED/)
	await form.getByLabel('Your question').fill('And when it fails?')
	await form.getByRole('button', { name: 'Send question' }).click()
	await expect(form.getByRole('alert')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})
