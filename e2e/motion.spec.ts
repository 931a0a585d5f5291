import type { Page } from '@playwright/test'

import { REVEAL_STEP_MS } from '../components/ui/reveal'
import { expect, nextFrames, open, settled, test } from './fixtures'

/**
 * What the hero's canvas shows, as a short fingerprint of its pixels: its size, how many
 * pixels are drawn, and a checksum of them; '' while it is blank. The page hands the
 * canvas to a worker; Chromium still draws the frame the worker last presented, at the
 * size it gave it, from the canvas in the page (its placeholder).
 */
function canvasPicture(page: Page) {
  return page.getByTestId('particles').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas')
    copy.width = canvas.width
    copy.height = canvas.height
    const context = copy.getContext('2d')!
    context.drawImage(canvas, 0, 0)
    const { data } = context.getImageData(0, 0, copy.width, copy.height)
    let drawn = 0
    let checksum = 0
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) continue
      drawn++
      checksum = (checksum * 31 + data[i]! + i) % 2_147_483_647
    }
    return drawn === 0 ? '' : `${copy.width}x${copy.height}: ${drawn} drawn, ${checksum}`
  })
}

/**
 * The particles start once the page is idle after loading, which a busy machine puts off:
 * the first frame may take longer than an assertion usually waits.
 */
const FIRST_FRAME_WAIT = { timeout: 20_000 }

/** Waits for the first frame, then returns it. */
async function firstFrame(page: Page) {
  await expect.poll(() => canvasPicture(page), FIRST_FRAME_WAIT).not.toBe('')
  return canvasPicture(page)
}

/**
 * The picture once it has held through a few frames of the page: a frame already on its
 * way when the drawing stopped may still land.
 */
const settledPicture = (page: Page) => settled(page, () => canvasPicture(page), 5)

test('the hero particles are drawn by a worker and keep moving, rest while the hero is scrolled away, and stop when it leaves', async ({
  page,
}) => {
  await open(page, '/')
  await expect(page.getByTestId('particles')).toHaveAttribute('aria-hidden', 'true')
  const first = await firstFrame(page)
  await expect.poll(() => canvasPicture(page)).not.toBe(first)

  // Drawn by a worker: a canvas handed to one refuses a context here.
  expect(page.workers()).toHaveLength(1)
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

  // Scrolled away, the picture holds; back in view, it moves again.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const resting = await settledPicture(page)
  // Half a second of a 60 Hz screen: a moving scene draws some 15 frames in it.
  await nextFrames(page, 30)
  expect(await canvasPicture(page)).toBe(resting)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(() => canvasPicture(page)).not.toBe(resting)

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
  await expect.poll(() => canvasPicture(page)).not.toBe(first)
  expect(page.workers()).toHaveLength(0)
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
  await nextFrames(page, 30)
  expect(await canvasPicture(page)).toBe('')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('under reduced motion the particles are a still picture and cards do not slide', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page, '/')
  const first = await firstFrame(page)
  await nextFrames(page, 30)
  expect(await canvasPicture(page)).toBe(first)
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
  /** Each card as the visitor sees it: how opaque, how far off to the side, and when its slide-in starts. */
  const looks = () =>
    cards.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item)
        return {
          opacity: style.opacity,
          offsetX: style.transform === 'none' ? 0 : new DOMMatrix(style.transform).m41,
          delayMs: Math.round(parseFloat(style.animationDelay) * 1000),
        }
      }),
    )

  // Below the fold, each waits unseen on its own side: left, right, left...
  const waiting = await looks()
  expect(waiting.map(({ opacity }) => opacity)).toEqual(Array(6).fill('0'))
  expect(waiting.map(({ offsetX }) => Math.sign(offsetX))).toEqual([-1, 1, -1, 1, -1, 1])

  // In view, each starts its slide one step after the one before it, and comes to rest.
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveClass(/reveal-in/)
  }
  expect((await looks()).map(({ delayMs }) => delayMs)).toEqual(
    [0, 1, 2, 3, 4, 5].map((index) => index * REVEAL_STEP_MS),
  )
  await expect
    .poll(async () => (await looks()).map(({ opacity, offsetX }) => ({ opacity, offsetX })))
    .toEqual(Array(6).fill({ opacity: '1', offsetX: 0 }))
})
