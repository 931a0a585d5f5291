import type { Page } from '@playwright/test'

import { company, whatsappHref } from '../content/company/company'
import { events, pageContext } from './data-layer'
import { expect, open, test } from './fixtures'

const headerLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Conversar pelo WhatsApp' })

/** WhatsApp's side, answered by a stand-in page: the new tab lands on the chat's address. */
async function standInForWhatsapp(page: Page) {
  await page
    .context()
    .route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    )
}

test('on a phone, the header, the contact channels and the footer open WhatsApp, each tracked', async ({
  page,
}) => {
  // On every page a phone shows it in the header: e2e/pages.spec.ts, with each page's other
  // checks on a phone.
  await page.setViewportSize({ width: 375, height: 812 })
  await standInForWhatsapp(page)
  await open(page, '/contato/')
  const where = await pageContext(page)
  const footer = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ })
  await expect(footer).toContainText(company.whatsapp)
  const links = [
    ['header', headerLink(page), 'Conversar pelo WhatsApp'],
    [
      'contact_channels',
      page.getByRole('main').getByRole('link', { name: company.whatsapp }),
      company.whatsapp,
    ],
    ['footer', footer, (await footer.textContent())!.trim()],
  ] as const
  for (const [index, [placement, link, text]] of links.entries()) {
    // The chat opens in a new tab, on the chat's address.
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    expect(popup.url()).toBe(whatsappHref)
    await expect.poll(async () => (await events(page, 'click_whatsapp')).length).toBe(index + 1)
    expect((await events(page, 'click_whatsapp'))[index]).toEqual({
      event: 'click_whatsapp',
      link_text: text,
      link_url: whatsappHref,
      placement,
      ...where,
    })
  }
})
