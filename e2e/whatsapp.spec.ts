import type { Locator, Page } from '@playwright/test'

import { company, whatsappHref } from '../content/company'
import { events } from './data-layer'
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

/** Clicks a WhatsApp link, which opens the chat in a new tab, and returns the event it sent. */
async function clickAndCapture(page: Page, link: Locator) {
  await standInForWhatsapp(page)
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
  expect(popup.url()).toBe(whatsappHref)
  await expect.poll(async () => (await events(page, 'click_whatsapp')).length).toBe(1)
  return (await events(page, 'click_whatsapp'))[0]
}

// On every page a phone shows it in the header: e2e/pages.spec.ts, with each page's other
// checks on a phone.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a tap in the header opens the chat and sends its event', async ({ page }) => {
    await open(page, '/sobre/')
    expect(await clickAndCapture(page, headerLink(page))).toEqual({
      event: 'click_whatsapp',
      link_text: 'Conversar pelo WhatsApp',
      link_url: whatsappHref,
      placement: 'header',
      page_title: await page.title(),
      page_path: '/sobre/',
      page_hostname: 'localhost',
    })
  })
})

test('the contact channels and the footer offer WhatsApp with the number, each tracked', async ({
  page,
}) => {
  await open(page, '/contato/')
  const channel = page.getByRole('main').getByRole('link', { name: company.whatsapp.display })
  expect(await clickAndCapture(page, channel)).toMatchObject({
    event: 'click_whatsapp',
    link_text: company.whatsapp.display,
    link_url: whatsappHref,
    placement: 'contact_channels',
    page_path: '/contato/',
  })

  const footer = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ })
  await expect(footer).toContainText(company.whatsapp.display)
  const [popup] = await Promise.all([page.waitForEvent('popup'), footer.click()])
  expect(popup.url()).toBe(whatsappHref)
  await expect
    .poll(async () => (await events(page, 'click_whatsapp')).map((event) => event.placement))
    .toEqual(['contact_channels', 'footer'])
})
