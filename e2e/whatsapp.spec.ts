import type { Locator, Page } from '@playwright/test'

import { events } from './data-layer'
import { expect, missingRoute, open, routes, test } from './fixtures'

const CHAT_URL = `https://wa.me/5531995550100?text=${encodeURIComponent(
  'Olá! Vim pelo site da Horizonte TI e gostaria de falar com um especialista.',
)}`

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
  expect(popup.url()).toBe(CHAT_URL)
  await expect.poll(async () => (await events(page, 'click_whatsapp')).length).toBe(1)
  return (await events(page, 'click_whatsapp'))[0]
}

test.describe('on a phone, WhatsApp is one tap away on every page', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const path of [...routes.map((route) => route.path), missingRoute.path]) {
    test(`${path} shows it in the header, beside the menu or the way back`, async ({ page }) => {
      await page.goto(path)
      const link = headerLink(page)
      await expect(link).toBeInViewport({ ratio: 1 })
      await expect(link).toHaveAttribute('href', CHAT_URL)
      await expect(link).toHaveAttribute('target', '_blank')
      const box = (await link.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
      // Nothing covers it, and it covers nothing: the header keeps its other controls.
      const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      expect(
        await link.evaluate(
          (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
          center,
        ),
      ).toBe(true)
      const banner = page.getByRole('banner')
      const neighbours = [
        banner.getByRole('link', { name: /Horizonte TI/ }),
        path === '/politica-de-privacidade/' || path.startsWith('/pagina')
          ? banner.getByRole('link', { name: 'Voltar ao Início' })
          : banner.getByRole('button', { name: 'Abrir menu' }),
      ]
      for (const neighbour of neighbours) {
        await expect(neighbour).toBeInViewport({ ratio: 1 })
        const other = (await neighbour.boundingBox())!
        const apart = other.x + other.width <= box.x || box.x + box.width <= other.x
        expect(apart).toBe(true)
      }
    })
  }

  test('a tap in the header opens the chat and sends its event', async ({ page }) => {
    await open(page, '/sobre/')
    expect(await clickAndCapture(page, headerLink(page))).toEqual({
      event: 'click_whatsapp',
      link_text: 'Conversar pelo WhatsApp',
      link_url: CHAT_URL,
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
  const channel = page.getByRole('main').getByRole('link', { name: '(31) 99555-0100' })
  expect(await clickAndCapture(page, channel)).toMatchObject({
    event: 'click_whatsapp',
    link_text: '(31) 99555-0100',
    link_url: CHAT_URL,
    placement: 'contact_channels',
    page_path: '/contato/',
  })

  const footer = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ })
  await expect(footer).toHaveText(/\(31\) 99555-0100/)
  const [popup] = await Promise.all([page.waitForEvent('popup'), footer.click()])
  expect(popup.url()).toBe(CHAT_URL)
  await expect
    .poll(async () => (await events(page, 'click_whatsapp')).map((event) => event.placement))
    .toEqual(['contact_channels', 'footer'])
})
