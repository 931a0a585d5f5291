// Full-page screenshots of every route at phone and desktop widths, for a visual review.
// Usage: npm run build && npm run screenshots  (writes screenshots/*.png)
import { existsSync, mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { pages } from '../scripts/lib/pages.mjs'
import { servePreview } from './serve-preview.mjs'

const widths = [375, 1280]

const server = await servePreview()
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
const browser = await chromium.launch({ executablePath })
mkdirSync('screenshots', { recursive: true })
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // Third parties stay out of the picture, as in the tests.
    await page.route(
      (url) => url.origin !== server.origin,
      (route) => route.abort(),
    )
    for (const { route, notFound } of pages) {
      // The not-found page as a visitor meets it: at an address that does not exist.
      const address = notFound ? '/404-exemplo/' : route
      await page.goto(server.origin + address, { waitUntil: 'networkidle' })
      const name = address.replace(/\//g, '') || 'home'
      const file = `screenshots/${name}-${width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    // The contact form as a visitor sees it after sending it empty.
    await page.goto(server.origin + '/contato/', { waitUntil: 'networkidle' })
    await page.locator('#chatbot form[novalidate]').getByRole('button').click()
    await page.locator('#chatbot [aria-invalid="true"]').first().waitFor()
    await page.locator('#chatbot').screenshot({ path: `screenshots/contato-erros-${width}.png` })
    console.log(`screenshots/contato-erros-${width}.png`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
