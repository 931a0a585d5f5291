import { chromium } from '@playwright/test'
import { servePreview } from './serve-preview.mjs'
const routes = process.argv.slice(2)
const server = await servePreview()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  await context.addInitScript(() =>
    localStorage.setItem('horizonte-ti.consent.v1', JSON.stringify({ choice: 'rejected', date: new Date().toISOString() })),
  )
  const page = await context.newPage()
  await page.route(
    (url) => url.origin !== server.origin,
    (route) => route.abort(),
  )
  for (const route of routes) {
    await page.goto(server.origin + route)
    await page.waitForLoadState('load')
    if (route.includes('?q=')) await page.getByText(/resultados? para/).first().waitFor()
    const file = `/tmp/shot-${route.replace(/\//g, '_')}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await context.close()
}
await browser.close()
await server.close()
