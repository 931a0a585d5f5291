import { expect, open, scrollY, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

test('the menu hides behind a toggle on a phone and opens as a vertical list', async ({ page }) => {
  await open(page, '/')
  const toggle = page.getByRole('button', { name: 'Abrir menu' })
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(panel).toBeHidden()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }),
  ).toBeHidden()

  await toggle.click()
  const close = page.getByRole('button', { name: 'Fechar menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  const links = panel.getByRole('link')
  await expect(links).toHaveText(['Home', 'Sobre', 'Serviços', 'Contato', 'Falar com Especialista'])
  const boxes = await links.evaluateAll((anchors) => anchors.map((a) => a.getBoundingClientRect()))
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom)
    expect(boxes[i]!.height).toBeGreaterThanOrEqual(44)
  }
  await expect(panel.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
})

test('choosing a page closes the menu and shows the new page from its top', async ({ page }) => {
  await open(page, '/')
  await page.mouse.wheel(0, 900)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.locator('#menu-mobile').getByRole('link', { name: 'Serviços' }).click()
  await expect(page).toHaveURL('/servicos/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Serviços de TI')
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(page.locator('#menu-mobile')).toBeHidden()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('choosing the page already shown closes the menu and goes back to the top', async ({
  page,
}) => {
  await open(page, '/sobre/')
  await page.mouse.wheel(0, 900)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.locator('#menu-mobile').getByRole('link', { name: 'Sobre' }).click()
  await expect(page.locator('#menu-mobile')).toBeHidden()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
  await open(page, '/contato/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await expect(page.locator('#menu-mobile')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('#menu-mobile')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused()
})

test('on the contact page the menu call to action scrolls to the message area', async ({
  page,
}) => {
  await open(page, '/contato/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.locator('#menu-mobile').getByRole('link', { name: 'Falar com Especialista' }).click()
  await expect(page.locator('#menu-mobile')).toBeHidden()
  await expect(page.locator('#chatbot')).toBeInViewport()
  await expect(page).toHaveURL('/contato/')
})
