import type { Page } from '@playwright/test'

import { rememberConsent } from './data-layer'
import { expect, nextFrames, open, test } from './fixtures'

const ROTATION_MS = 20_000

function carousel(page: Page) {
  return page.locator('[aria-roledescription="carousel"]')
}

function slide(page: Page, n: number) {
  return carousel(page)
    .locator('[aria-roledescription="slide"]')
    .nth(n - 1)
}

/** Testimonial `n` is the one shown, the one its dot marks, and the only one reachable. */
async function expectCurrent(page: Page, n: number) {
  const dots = carousel(page).getByRole('button', { name: /^Ir para o depoimento/ })
  await expect(dots.nth(n - 1)).toHaveAttribute('aria-current', 'true')
  await expect(carousel(page).locator('[aria-current]')).toHaveCount(1)
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(slide(page, n)).toBeInViewport({ ratio: 0.95 })
  await expect(slide(page, n)).not.toHaveAttribute('inert')
}

/** Opens the home page at the testimonials, once the carousel has started. */
async function openTestimonials(page: Page) {
  await open(page, '/')
  await carousel(page).scrollIntoViewIfNeeded()
  // Hydrated: the slides out of view have been made unreachable.
  await expect(slide(page, 2)).toHaveAttribute('inert')
  await expectCurrent(page, 1)
}

/**
 * Opens the testimonials with the page's clock stopped, so time passes only when the test
 * says so: `advance` fires every timer and animation frame due in that time.
 */
async function openWithStoppedClock(page: Page) {
  const start = new Date('2026-11-23T09:00:00-03:00')
  await page.clock.install({ time: start })
  // Well after `start`: the installed clock is already running.
  await page.clock.pauseAt(start.getTime() + 60_000)
  await open(page, '/')
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(slide(page, 2)).toHaveAttribute('inert')
  await page.clock.runFor(100)
  await expectCurrent(page, 1)
  return {
    advance: (ms: number) => page.clock.runFor(ms),
    /** Clicks a control, then lets the slide animation finish. */
    click: async (name: string) => {
      await carousel(page).getByRole('button', { name }).click()
      await page.clock.runFor(1_000)
    },
  }
}

test.beforeEach(async ({ page }) => {
  await rememberConsent(page, 'denied')
})

test('shows one testimonial at a time, each labelled "N de 5"; dots jump, arrows loop both ways', async ({
  page,
}) => {
  await openTestimonials(page)
  await expect(carousel(page)).toHaveAccessibleName('O que nossos clientes dizem')
  const slides = carousel(page).locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(5)
  for (let n = 1; n <= 5; n++) {
    await expect(slide(page, n)).toHaveAttribute('role', 'group')
    await expect(slide(page, n)).toHaveAccessibleName(`${n} de 5`)
    if (n > 1) {
      await expect(slide(page, n)).toHaveAttribute('inert')
      await expect(slide(page, n)).not.toBeInViewport()
    }
  }
  await expect(carousel(page).getByRole('button', { name: /^Ir para o depoimento/ })).toHaveText([
    '',
    '',
    '',
    '',
    '',
  ])

  // A dot jumps to its testimonial and is marked as the current one.
  for (const n of [4, 2, 5, 1]) {
    await carousel(page)
      .getByRole('button', { name: `Ir para o depoimento ${n}` })
      .click()
    await expectCurrent(page, n)
  }

  // Next and previous go through the testimonials and loop both ways.
  const previous = carousel(page).getByRole('button', { name: 'Depoimento anterior' })
  const next = carousel(page).getByRole('button', { name: 'Próximo depoimento' })
  await previous.click()
  await expectCurrent(page, 5)
  await next.click()
  await expectCurrent(page, 1)
  for (const n of [2, 3, 4, 5]) {
    await next.click()
    await expectCurrent(page, n)
  }
  await next.click()
  await expectCurrent(page, 1)
  await previous.click()
  await expectCurrent(page, 5)
})

test('advances every 20 s, keeps going after the visitor uses the controls, and stops while paused', async ({
  page,
}) => {
  const time = await openWithStoppedClock(page)
  await time.advance(ROTATION_MS - 1_000)
  await expectCurrent(page, 1)
  await time.advance(2_000)
  await expectCurrent(page, 2)
  await time.advance(ROTATION_MS)
  await expectCurrent(page, 3)

  // After a dot or an arrow, the chosen testimonial gets its full 20 s, then rotation goes on.
  await time.click('Ir para o depoimento 5')
  await expectCurrent(page, 5)
  await time.advance(ROTATION_MS - 2_000)
  await expectCurrent(page, 5)
  await time.advance(2_000)
  await expectCurrent(page, 1)
  await time.click('Próximo depoimento')
  await expectCurrent(page, 2)
  await time.advance(ROTATION_MS)
  await expectCurrent(page, 3)

  // The pause button stops the rotation until play is pressed.
  await time.click('Pausar a troca automática de depoimentos')
  await time.advance(3 * ROTATION_MS)
  await expectCurrent(page, 3)
  // The arrows still work while paused, and do not restart the rotation.
  await time.click('Próximo depoimento')
  await expectCurrent(page, 4)
  await time.advance(2 * ROTATION_MS)
  await expectCurrent(page, 4)

  await time.click('Retomar a troca automática de depoimentos')
  await expect(
    carousel(page).getByRole('button', { name: 'Pausar a troca automática de depoimentos' }),
  ).toBeVisible()
  await time.advance(ROTATION_MS + 500)
  await expectCurrent(page, 5)
})

test('rotation waits while the pointer rests on a testimonial, while focus is inside and while the tab is hidden', async ({
  page,
}) => {
  await page.addInitScript(() => {
    let hidden = false
    Object.defineProperty(document, 'visibilityState', {
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    Object.defineProperty(document, 'hidden', { get: () => hidden })
    ;(window as unknown as { setTabHidden: (value: boolean) => void }).setTabHidden = (value) => {
      hidden = value
      document.dispatchEvent(new Event('visibilitychange'))
    }
  })
  const time = await openWithStoppedClock(page)

  // The pointer on a testimonial.
  await slide(page, 1).hover()
  await time.advance(2 * ROTATION_MS)
  await expectCurrent(page, 1)
  await page.mouse.move(5, 5)
  await time.advance(ROTATION_MS + 500)
  await expectCurrent(page, 2)

  // Keyboard focus inside, reached from the last link before the carousel.
  await page.getByRole('link', { name: 'Fale com Nossos Especialistas' }).focus()
  const previous = carousel(page).getByRole('button', { name: 'Depoimento anterior' })
  for (
    let i = 0;
    i < 10 && !(await previous.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(previous).toBeFocused()
  await time.advance(2 * ROTATION_MS)
  await expectCurrent(page, 2)
  // The keyboard moves the slides, and rotation still waits while focus stays inside.
  await page.keyboard.press('Enter')
  await time.advance(1_000)
  await expectCurrent(page, 1)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await time.advance(1_000)
  await expectCurrent(page, 2)
  await time.advance(2 * ROTATION_MS)
  await expectCurrent(page, 2)
  await page.getByRole('link', { name: 'Conhecer Serviços' }).focus()
  await time.advance(ROTATION_MS + 500)
  await expectCurrent(page, 3)

  // A hidden tab.
  const setHidden = (value: boolean) =>
    page.evaluate(
      (v) => (window as unknown as { setTabHidden: (value: boolean) => void }).setTabHidden(v),
      value,
    )
  await setHidden(true)
  await time.advance(3 * ROTATION_MS)
  await setHidden(false)
  await expectCurrent(page, 3)
  await time.advance(ROTATION_MS + 500)
  await expectCurrent(page, 4)
})

test('visitors who prefer reduced motion see no automatic rotation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const time = await openWithStoppedClock(page)
  await expect(
    carousel(page).getByRole('button', { name: 'Retomar a troca automática de depoimentos' }),
  ).toBeVisible()
  await time.advance(3 * ROTATION_MS)
  await expectCurrent(page, 1)
  await time.click('Próximo depoimento')
  await expectCurrent(page, 2)
  await time.advance(2 * ROTATION_MS)
  await expectCurrent(page, 2)
})

test('the slider starts without moving anything on the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // Hold the scripts back to see the pre-rendered carousel, then let the slider start.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.addInitScript(() => {
    type Shift = { sources: { node?: Node }[] }
    let count = 0
    const tally = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[]) {
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement
          if (element?.closest('[aria-roledescription="carousel"]')) count++
        }
      }
    }
    const observer = new PerformanceObserver((list) => tally(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    // Shifts of frames already drawn, whether or not the observer has been told yet.
    Object.assign(window, { carouselShifts: () => (tally(observer.takeRecords()), count) })
  })
  // Opened at the testimonials, so the carousel is on screen while the slider starts.
  await page.goto('/#testimonials-title', { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => document.fonts.ready)
  // What is on screen: the first testimonial and the controls (the others wait off-screen).
  const boxes = () =>
    carousel(page)
      .locator('[aria-roledescription="slide"]:first-child, button')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return [x, y, width, height].map(Math.round)
        }),
      )
  const before = await boxes()
  release()
  await expect(slide(page, 2)).toHaveAttribute('inert')
  // A few frames drawn since the slider started, each measured for shifts.
  await nextFrames(page, 3)
  expect(await boxes()).toEqual(before)
  expect(
    await page.evaluate(() =>
      (window as unknown as { carouselShifts: () => number }).carouselShifts(),
    ),
  ).toBe(0)
})

test('without scripts every testimonial is readable and no dead control shows', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/')
  for (let n = 1; n <= 5; n++) {
    await slide(page, n).scrollIntoViewIfNeeded()
    await expect(slide(page, n)).toBeInViewport({ ratio: 0.95 })
    await expect(slide(page, n)).not.toHaveAttribute('inert')
  }
  await expect(carousel(page).locator('button')).toHaveCount(8)
  await expect(carousel(page).getByRole('button')).toHaveCount(0)
  await context.close()
})
