import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { footerContent } from '#app/content/footer.ts'
import { RegistrationNumbers } from './site-footer.tsx'

test('the footer shows the CIN and GSTIN the company has given, each after its label, and nothing before it has', () => {
	const cin = 'U29253GJ2004PTC044521'
	const gstin = '24AAACJ1234F1Z5'
	expect(renderToStaticMarkup(<RegistrationNumbers company={{ cin, gstin }} />)).toBe(
		`<p>${footerContent.cinLabel} ${cin} · ${footerContent.gstinLabel} ${gstin}</p>`,
	)
	expect(renderToStaticMarkup(<RegistrationNumbers company={{ gstin }} />)).toBe(
		`<p>${footerContent.gstinLabel} ${gstin}</p>`,
	)
	expect(renderToStaticMarkup(<RegistrationNumbers company={{}} />)).toBe('')
})
