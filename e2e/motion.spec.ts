import type { Page } from '@playwright/test'

import { expect, open, test } from './fixtures'

function canvasPixels(page: Page) {
  return page.getByTestId('particles').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
}

/** What the particle canvas would show with nothing drawn on it, at its current size. */
function blankCanvas(page: Page) {
  return page.evaluate(() => {
    const empty = document.createElement('canvas')
    const drawn = document.querySelector<HTMLCanvasElement>('[data-testid="particles"]')!
    empty.width = drawn.width
    empty.height = drawn.height
    return empty.toDataURL()
  })
}

test('the hero particles are drawn and keep moving', async ({ page }) => {
  await open(page, '/')
  const canvas = page.getByTestId('particles')
  await expect(canvas).toHaveAttribute('aria-hidden', 'true')
  await expect
    .poll(async () => (await canvasPixels(page)) === (await blankCanvas(page)))
    .toBe(false)
  const first = await canvasPixels(page)
  await expect.poll(() => canvasPixels(page)).not.toBe(first)
})

test('the canvas is sized for the device pixel ratio', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await open(page, '/')
  const canvas = page.getByTestId('particles')
  await expect
    .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth))
    .toBeCloseTo(2, 1)
  await context.close()
})

test('under reduced motion the particles are a still picture and cards do not slide', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page, '/')
  // The particle code loads after hydration; once it has drawn, the picture stays still.
  await expect
    .poll(async () => (await canvasPixels(page)) === (await blankCanvas(page)))
    .toBe(false)
  const first = await canvasPixels(page)
  await page.waitForTimeout(500)
  expect(await canvasPixels(page)).toBe(first)
  await expect(page.locator('.reveal-pending')).toHaveCount(0)
  const card = page.locator('[data-reveal]').last()
  await card.scrollIntoViewIfNeeded()
  await expect(card).toHaveCSS('opacity', '1')
})

test('cards below the fold slide in from alternating sides, 100 ms apart', async ({ page }) => {
  await open(page, '/')
  const cards = page
    .getByRole('region', { name: 'Soluções completas em TI' })
    .locator('[data-reveal]')
  await expect(cards).toHaveCount(6)
  await expect(cards.first()).toHaveClass(/reveal-pending/)
  const styles = await cards.evaluateAll((items) =>
    items.map((item) => [
      item.getAttribute('data-reveal'),
      getComputedStyle(item).getPropertyValue('--reveal-delay'),
    ]),
  )
  expect(styles).toEqual([
    ['left', '0ms'],
    ['right', '100ms'],
    ['left', '200ms'],
    ['right', '300ms'],
    ['left', '400ms'],
    ['right', '500ms'],
  ])
  await cards.last().scrollIntoViewIfNeeded()
  await expect(cards.last()).toHaveClass(/reveal-in/)
  await expect(cards.last()).toHaveCSS('opacity', '1')
})
