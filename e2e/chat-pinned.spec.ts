import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { env } from '../lib/env'
import { events, rememberConsent } from './data-layer'
import { expect, open, test } from './fixtures'

// The configured build pins the chat module by its hash (scripts/build-configured.mjs).

const pinnedModule = readFileSync(path.join(__dirname, 'pinned-chat-module.js'), 'utf8')
/** The widget waits for the page's load and an idle moment, which a busy machine delays. */
const WIDGET_WAIT = { timeout: 15_000 }

async function serveModule(page: Page, body: string) {
  const requests: string[] = []
  await page.route(env.chatScriptUrl, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body,
    })
  })
  return requests
}

const started = (page: Page) =>
  page.evaluate(() => (window as { pinnedChatStarted?: unknown }).pinnedChatStarted ?? null)

test.beforeEach(async ({ page }) => {
  await rememberConsent(page, 'denied')
  // Scripts that fail to load, by address: a refused module fires `error` on its element.
  await page.addInitScript(() => {
    const failed: string[] = ((window as { failedScripts?: string[] }).failedScripts = [])
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement) failed.push(event.target.src)
      },
      true,
    )
  })
})

const failedScripts = (page: Page) =>
  page.evaluate(() => (window as { failedScripts?: string[] }).failedScripts ?? [])

test('the pinned module runs when its bytes match the hash, and its bubble is tracked', async ({
  page,
}) => {
  const requests = await serveModule(page, pinnedModule)
  await open(page, '/sobre/')
  const bubble = page.getByRole('button', { name: 'Abrir o chat' })
  await expect(bubble).toBeVisible(WIDGET_WAIT)
  expect(await started(page)).toEqual({ agentId: env.chatAgentId })
  await expect(page.locator(`script[src="${env.chatScriptUrl}"]`)).toHaveAttribute(
    'integrity',
    /^sha384-/,
  )
  // Fetched once: the loader's import finds the module the checked script element loaded.
  expect(requests).toHaveLength(1)
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1)
  await expect
    .poll(async () => {
      await bubble.click()
      return (await events(page, 'click_chat_bubble')).length
    }, WIDGET_WAIT)
    .toBeGreaterThan(0)
})

test('a module whose bytes changed is refused: no chat, and the page works on', async ({
  page,
}) => {
  const requests = await serveModule(page, pinnedModule.replace('Chat', 'Chat alterado'))
  await open(page, '/sobre/')
  // Fetched, checked against the hash and refused.
  await expect.poll(() => failedScripts(page), WIDGET_WAIT).toEqual([env.chatScriptUrl])
  expect(requests).toHaveLength(1)
  // The loader that would start it never came, and nothing ran.
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(0)
  expect(await started(page)).toBeNull()
  await expect(page.getByRole('button', { name: 'Abrir o chat' })).toHaveCount(0)
  // The page still answers: the menu leads on.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Contato' })
    .click()
  await expect(page).toHaveURL('/contato/')
})
