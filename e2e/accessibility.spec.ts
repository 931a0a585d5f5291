import { accessibilityViolations, expect, missingRoute, open, routes, test } from './fixtures'

// pages.spec.ts audits every page at desktop width; a phone lays the pages out differently.
test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  for (const route of routes) {
    test(`${route.path} passes an automated accessibility audit`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, route.path)
      expect(await accessibilityViolations(page)).toEqual([])
    })
  }

  test('the open menu passes an automated accessibility audit', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/sobre/')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('the not-found page passes an automated accessibility audit', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const response = await open(page, missingRoute.path)
    expect(response?.status()).toBe(404)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})
