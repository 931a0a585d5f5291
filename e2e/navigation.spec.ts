import { company, emailHref, phoneHref } from '../content/company/company'
import { menuPages } from '../content/registry/links'
import { clickAndCapture, rememberConsent } from './data-layer'
import {
  allowTimeForPages,
  currentLinkLook,
  expect,
  missingRoute,
  onePagePerKind,
  open,
  routes,
  scrollY,
  servedPath,
  settled,
  test,
} from './fixtures'

/** The header menu, each item with the address its page has on the static host. */
const menu = menuPages().map((item) => ({ ...item, path: servedPath(item.href) }))

test.describe('header', () => {
  test('the menu leads to each page, marks the current one and counts each click; the logo leads home', async ({
    page,
  }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    for (const item of menu) {
      const link = nav.getByRole('link', { name: item.label, exact: true })
      await expect(link).toHaveAttribute('data-track-category', 'menu')
      await expect(link).toHaveAttribute('data-track-action', 'click')
      await expect(link).toHaveAttribute('data-track-label', 'header_menu')
      const { pushed, context } = await clickAndCapture(page, link, item.event)
      expect(pushed).toEqual({
        event: item.event,
        link_text: item.label,
        link_url: item.path,
        placement: 'header_menu',
        ...context,
      })
      await expect(page).toHaveURL(item.path)
      // The phone menu's list is in the same landmark, hidden at this width.
      const links = nav.getByRole('listitem').getByRole('link').filter({ visible: true })
      await expect(links).toHaveCount(menu.length)
      await expect(links.and(page.locator('[aria-current="page"]'))).toHaveText(item.label)
      // Out of the pointer's way, the current link alone keeps its highlight.
      await page.mouse.move(0, 700)
      await expect
        .poll(() => currentLinkLook(links))
        .toEqual({
          current: [item.label],
          underlined: [item.label],
          othersAlike: true,
          currentStandsOut: true,
        })
    }
    // And the logo goes back to the home page.
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(company.name) })
      .click()
    await expect(page).toHaveURL('/')
  })

  test('the skip link and the header stay within reach, and "Falar com Especialista" leads to the contact page, at its top', async ({
    page,
  }) => {
    await open(page, '/sobre/')
    // The first Tab reaches the skip link, which jumps over the header to the content.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()

    // The header hides no content, and stays on screen as the visitor reads on.
    const header = page.getByRole('banner')
    const headerBox = await header.boundingBox()
    const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(titleBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height)
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
    expect((await header.boundingBox())!.y).toBe(0)

    await header.getByRole('link', { name: 'Falar com Especialista' }).click()
    await expect(page).toHaveURL('/contato/')
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('on the contact page, "Falar com Especialista" scrolls smoothly to the message area instead', async ({
    page,
  }) => {
    await open(page, '/contato/')
    const target = page.locator('#chatbot')
    const top = () => target.evaluate((element) => element.getBoundingClientRect().top)
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height
    const cta = page.getByRole('banner').getByRole('link', { name: 'Falar com Especialista' })
    /**
     * Clicks the link, and returns the positions the page went through on its way: those
     * of the frames drawn between the click and the end, strictly between the two.
     */
    const scrollWhenClicked = async () => {
      await page.evaluate(() => {
        const record = { positions: [] as number[], clickedAt: -1 }
        Object.assign(window, { scrollRecord: record })
        document.addEventListener('click', () => (record.clickedAt = record.positions.length), {
          capture: true,
          once: true,
        })
        const sample = () => {
          record.positions.push(window.scrollY)
          requestAnimationFrame(sample)
        }
        requestAnimationFrame(sample)
      })
      await cta.click()
      // It lands just under the fixed header, with the page's scroll padding above it.
      await expect.poll(top).toBeLessThan(headerHeight + 100)
      expect(await top()).toBeGreaterThanOrEqual(headerHeight - 1)
      await expect(page).toHaveURL('/contato/')
      // At rest: the same position a few frames apart.
      const end = await settled(page, () => scrollY(page), 3)
      const { positions, clickedAt } = await page.evaluate(
        () =>
          (window as unknown as { scrollRecord: { positions: number[]; clickedAt: number } })
            .scrollRecord,
      )
      expect(clickedAt).toBeGreaterThan(0)
      const from = positions[clickedAt - 1]!
      return positions.slice(clickedAt).filter((y) => y > from + 1 && y < end - 1)
    }

    // On a desktop the form already shows below the hero; the link brings it up to the header.
    expect(await top()).toBeGreaterThan(headerHeight + 200)
    const smooth = await scrollWhenClicked()
    expect(smooth, 'positions on the way').not.toEqual([])

    // Visitors who ask for less motion are taken there at once.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await scrollWhenClicked()).toEqual([])
  })
})

test('a service card leads to the services page at its top, whose footer has the blurb, the ways to reach us, the company and links to every page', async ({
  page,
}) => {
  await open(page, '/')
  const card = page.getByRole('link', { name: /Backup e recuperação/ })
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await expect(page).toHaveURL('/servicos/')
  await expect.poll(() => scrollY(page)).toBe(0)

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(company.description)).toBeVisible()
  await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute('href', phoneHref)
  await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute('href', emailHref)
  await expect(footer.getByText(company.legalName)).toBeVisible()
  await expect(footer.getByText(`CNPJ ${company.cnpj}`)).toBeVisible()
  await expect(
    footer.getByText(`© ${company.copyrightYear} ${company.name}. Todos os direitos reservados.`),
  ).toBeVisible()

  // The four service entries lead to the services page.
  const services = page.getByRole('navigation', { name: 'Serviços' }).getByRole('link')
  await expect(services).toHaveText([
    'Outsourcing de TI',
    'Monitoramento 24h',
    'Cibersegurança',
    'Service Desk',
  ])
  for (const href of await services.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  )) {
    expect(href).toBe('/servicos/')
  }

  // The quick links lead to each page, at its top.
  const quickLinks = page.getByRole('navigation', { name: 'Links Rápidos' })
  for (const item of [...menu].reverse()) {
    await footer.scrollIntoViewIfNeeded()
    await quickLinks.getByRole('link', { name: item.label, exact: true }).click()
    await expect(page).toHaveURL(item.path)
    await expect.poll(() => scrollY(page)).toBe(0)
  }

  // The privacy policy opens with a full page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await quickLinks.getByRole('link', { name: 'Política de Privacidade' }).click()
  await expect(page).toHaveURL('/politica-de-privacidade/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
})

test('back and forward keep the scroll position the visitor left', async ({ page }) => {
  await open(page, '/sobre/')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contato', exact: true })
  await link.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(800)
  await link.click()
  await expect.poll(() => scrollY(page)).toBe(0)
  await expect(page).toHaveURL('/contato/')
  await page.goBack()
  await expect(page).toHaveURL('/sobre/')
  await expect.poll(() => scrollY(page)).toBe(before)
})

test.describe('before the page’s scripts run', () => {
  test.beforeEach(async ({ page }) => {
    // A returning visitor: the cookie banner stays out of the way.
    await rememberConsent(page, 'denied')
    // The framework's scripts, added after the first paint, never arrive.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'))
  })

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`every control on the first screen of a page of each kind answers a tap at ${viewport.width} px`, async ({
      page,
    }) => {
      // What a first screen holds is its kind's template: the controls of the layout every
      // page shares, and the kind's own; a post or a case adds links alone.
      const paths = [...onePagePerKind.map((route) => route.path), missingRoute.path]
      allowTimeForPages(paths.length)
      await page.setViewportSize(viewport)
      for (const path of paths) {
        await page.goto(path)
        // Links work as they are; the one button is the phone menu's popover toggle, which
        // e2e/mobile-menu.spec.ts operates before React. The cookie controls belong to the
        // consent banner, whose own script answers them. The search form is a plain GET,
        // which the browser sends itself (e2e/search.spec.ts sends it without scripts).
        const needScripts = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'a, button, input, select, textarea, summary, [role="button"], [tabindex]',
            ),
          ]
            .filter((element) => {
              const box = element.getBoundingClientRect()
              return (
                element.checkVisibility() &&
                box.width > 0 &&
                box.bottom > 0 &&
                box.top < window.innerHeight &&
                box.right > 0 &&
                box.left < window.innerWidth
              )
            })
            .filter(
              (element) =>
                !(element instanceof HTMLAnchorElement && element.getAttribute('href')) &&
                !(element instanceof HTMLButtonElement && element.popoverTargetElement) &&
                !(
                  (element instanceof HTMLInputElement || element instanceof HTMLButtonElement) &&
                  element.form?.method === 'get'
                ) &&
                !element.closest('[data-consent-banner], [data-consent-open]') &&
                element.getAttribute('tabindex') !== '-1',
            )
            .map((element) => element.outerHTML.slice(0, 120)),
        )
        expect(needScripts, path).toEqual([])
      }
    })
  }

  test('on the contact page, "Falar com Especialista" already leads to the message area', async ({
    page,
  }) => {
    await page.goto('/contato/')
    const target = page.locator('#chatbot')
    const top = () => target.evaluate((element) => element.getBoundingClientRect().top)
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height
    expect(await top()).toBeGreaterThan(headerHeight + 200)
    await page.getByRole('banner').getByRole('link', { name: 'Falar com Especialista' }).click()
    await expect.poll(top).toBeLessThan(headerHeight + 100)
    await expect(target).toBeFocused()
    await expect(page).toHaveURL('/contato/#chatbot')
  })

  test('the header links lead to their pages', async ({ page }) => {
    await page.goto('/sobre/')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByRole('link', { name: 'Serviços', exact: true }).click()
    await expect(page).toHaveURL('/servicos/')
    await page.getByRole('banner').getByRole('link', { name: company.name }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0].heading)
  })
})
