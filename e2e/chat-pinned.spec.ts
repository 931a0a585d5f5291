import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { env } from '../lib/env'
import { serveChatVendor, WIDGET_WAIT } from './chat-vendor'
import { events, rememberConsent } from './data-layer'
import { expect, open, test } from './fixtures'

// The configured build pins the chat module by its hash (scripts/build-variant.mjs).

const pinnedModule = readFileSync(path.join(__dirname, 'pinned-chat-module.js'), 'utf8')

const started = (page: Page) =>
  page.evaluate(() => (window as { pinnedChatStarted?: unknown }).pinnedChatStarted ?? null)

test.beforeEach(async ({ page }) => {
  await rememberConsent(page, 'denied')
})

test('the pinned module runs when its bytes match the hash, and its bubble is tracked', async ({
  page,
}) => {
  const requests = await serveChatVendor(page, pinnedModule)
  await open(page, '/sobre/')
  const bubble = page.getByRole('button', { name: 'Abrir o chat' })
  await expect(bubble).toBeVisible(WIDGET_WAIT)
  expect(await started(page)).toEqual({ agentId: env.chatAgentId })
  // Fetched once: the loader's import finds the module the checked script element loaded.
  expect(requests).toHaveLength(1)
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1)

  // Clicks count once the site has found the bubble, and each counts once.
  const clicks = async () => (await events(page, 'click_chat_bubble')).length
  await expect
    .poll(async () => {
      await bubble.click()
      return clicks()
    }, WIDGET_WAIT)
    .toBeGreaterThan(0)
  const before = await clicks()
  await bubble.click()
  await expect.poll(clicks).toBe(before + 1)
})

test('a module whose bytes changed is refused: no chat, and the page works on', async ({
  page,
}) => {
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
  const failedScripts = () =>
    page.evaluate(() => (window as { failedScripts?: string[] }).failedScripts ?? [])
  // Still a working module, which would start the chat if it ran.
  const changed = pinnedModule.replace("'Chat'", "'Chat alterado'")
  expect(changed).not.toBe(pinnedModule)
  const requests = await serveChatVendor(page, changed)

  await open(page, '/sobre/')
  // Fetched, checked against the hash and refused.
  await expect.poll(failedScripts, WIDGET_WAIT).toEqual([env.chatScriptUrl])
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
