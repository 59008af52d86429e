import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { clientLogos } from '#app/content/logos.ts'
import { ClientLogo } from './client-logo.tsx'

test('a client without a logo file shows its name as text, so adding a client needs no artwork', () => {
	const html = renderToStaticMarkup(
		<ClientLogo logo={{ id: 'client-without-file', name: 'Kaveri Dairy' }} />,
	)
	expect(html).not.toContain('<img')
	expect(html).toContain('>Kaveri Dairy</span>')
})

test("a client with a logo file shows the file, named by the client's name", () => {
	const [logo] = clientLogos
	if (!logo) throw new Error('the content has no client logos')
	const html = renderToStaticMarkup(<ClientLogo logo={logo} />)
	expect(html).toMatch(/^<img src="[^"]+"/)
	expect(html).toContain(`alt="${logo.name}"`)
})
