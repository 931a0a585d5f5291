import type { Page } from '@playwright/test'

import { expect, open, test } from './fixtures'

/**
 * What the hero's canvas shows. The page hands the canvas to a worker; Chromium still
 * reads the frame the worker last presented, and the size it gave it, off the canvas in
 * the page (its placeholder).
 */
function canvasPixels(page: Page) {
  return page.getByTestId('particles').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
}

/** A blank canvas of the hero canvas's current size. */
function blankPixels(page: Page) {
  return page.getByTestId('particles').evaluate((drawn: HTMLCanvasElement) => {
    const empty = document.createElement('canvas')
    empty.width = drawn.width
    empty.height = drawn.height
    return empty.toDataURL()
  })
}

/** Waits for the first frame, then returns it. */
async function firstFrame(page: Page) {
  await expect.poll(async () => (await canvasPixels(page)) !== (await blankPixels(page))).toBe(true)
  return canvasPixels(page)
}

test('the hero particles are drawn and keep moving', async ({ page }) => {
  await open(page, '/')
  await expect(page.getByTestId('particles')).toHaveAttribute('aria-hidden', 'true')
  const first = await firstFrame(page)
  await expect.poll(() => canvasPixels(page)).not.toBe(first)
})

test('the particles are drawn by a worker, which ends when the hero leaves', async ({ page }) => {
  await open(page, '/')
  await firstFrame(page)
  expect(page.workers()).toHaveLength(1)
  // A canvas handed to a worker refuses a context here: the main thread cannot draw on it.
  const mainThreadContext = await page
    .getByTestId('particles')
    .evaluate((canvas: HTMLCanvasElement) => {
      try {
        return Boolean(canvas.getContext('2d'))
      } catch {
        return false
      }
    })
  expect(mainThreadContext).toBe(false)

  // The router moves to another page within the same document: only the hero's cleanup
  // can end the worker.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Sobre', exact: true })
    .click()
  await expect(page).toHaveURL('/sobre/')
  await expect(page.locator('html[data-same-document]')).toHaveCount(1)
  await expect.poll(() => page.workers().length).toBe(0)
})

test('without OffscreenCanvas the page draws the particles itself', async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen
  })
  await open(page, '/')
  const first = await firstFrame(page)
  await expect.poll(() => canvasPixels(page)).not.toBe(first)
  expect(page.workers()).toHaveLength(0)
})

test('the particles rest while the hero is scrolled away', async ({ page }) => {
  await open(page, '/')
  await firstFrame(page)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  // A frame already on its way may still land: let it, then the picture must hold.
  await page.waitForTimeout(200)
  const resting = await canvasPixels(page)
  await page.waitForTimeout(500)
  expect(await canvasPixels(page)).toBe(resting)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(() => canvasPixels(page)).not.toBe(resting)
})

test('the canvas is sized for the device pixel ratio and follows resizes', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await open(page, '/')
  const canvas = page.getByTestId('particles')
  const ratio = () => canvas.evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth)
  await expect.poll(ratio).toBeCloseTo(2, 1)
  await page.setViewportSize({ width: 700, height: 900 })
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBe(1400)
  await expect.poll(ratio).toBeCloseTo(2, 1)
  await context.close()
})

test('without its worker the hero keeps its gradient, with no error', async ({
  page,
  pageErrors,
}) => {
  // As when the connection drops before the worker's script arrives.
  await page.route('**/*worker*.js', (route) => route.abort('internetdisconnected'))
  const failed = page.waitForEvent('requestfailed', (request) => /worker/.test(request.url()))
  await open(page, '/')
  await failed
  await page.waitForTimeout(500)
  expect(await canvasPixels(page)).toBe(await blankPixels(page))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('under reduced motion the particles are a still picture and cards do not slide', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page, '/')
  const first = await firstFrame(page)
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
