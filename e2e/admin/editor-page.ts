import type { PublicationSettings } from '../../editor/publication-status'
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Page } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { collections } from '../../content/registry/collections'
import { adminPhrases } from '../../editor/locale'
import { expect } from '../fixtures'
import { workingCopy } from './working-copy.mjs'

/**
 * The editor at /admin/ as the company's staff use it on their own machine (`npm run
 * admin`): Decap CMS from the built site, writing through decap-server to a copy of the
 * working tree (e2e/admin/backend.mjs), which a test then builds as the pipeline would.
 */

const BACKEND_PORT = Number(process.env.ADMIN_BACKEND_PORT)
/** The copy of the working tree the editor writes to, and the tests build. */
export const copy = workingCopy(BACKEND_PORT)

/** Puts every file of content/data/ back as the working tree has it, whatever a test saved. */
export function resetContent() {
  for (const { file } of Object.values(collections)) {
    copyFileSync(path.join(__dirname, '../..', file), path.join(copy, file))
  }
}

/** Opens the editor at its sign-in screen, with the local backend of this run. */
export async function openSignIn(page: Page) {
  // The built configuration names decap-server's usual port; this run's is another.
  await page.route('**/admin/config.yml', async (route) => {
    const config = await (await route.fetch()).json()
    config.local_backend.url = `http://localhost:${BACKEND_PORT}/api/v1`
    await route.fulfill({ json: config, contentType: 'text/yaml' })
  })
  await page.goto('/admin/')
}

/** Opens the editor and signs in to the local backend of this run. */
export async function signIn(page: Page) {
  await openSignIn(page)
  await page.getByRole('button', { name: adminPhrases.auth.login }).click()
  await expect(
    page.getByRole('heading', { name: adminPhrases.collection.sidebar.collections }),
  ).toBeVisible()
}

/** A message of the editor with its `%{name}` placeholders filled in, as Decap fills them. */
export const phrase = (message: string, values: Record<string, string | number>) =>
  message.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )

/**
 * One of Decap's own messages in a locale it ships (`pt`), as the editor's page holds it,
 * by its dotted key (`ui.toast.entrySaved`).
 */
export async function decapPhrase(page: Page, locale: string, key: string) {
  const message = await page.evaluate(
    ([name, dotted]) => {
      const { CMS } = window as unknown as { CMS: { getLocale(name: string): unknown } }
      return dotted!
        .split('.')
        .reduce<unknown>(
          (group, part) => (group as Record<string, unknown> | undefined)?.[part],
          CMS.getLocale(name!),
        )
    },
    [locale, key],
  )
  if (typeof message !== 'string') throw new Error(`Decap's ${locale} locale has no ${key}`)
  return message
}

/** Publishes the open form, as "Publicar" then "Publicar agora". */
export async function publish(page: Page) {
  const { editorToolbar } = adminPhrases.editor
  await page.getByRole('button', { name: editorToolbar.publish, exact: true }).click()
  await page.getByRole('menuitem', { name: editorToolbar.publishNow }).click()
}

/** The preview beside the form: the site's components, drawn in a frame. */
export const preview = (page: Page) => page.frameLocator('iframe').first()

/**
 * Builds the copy as the pipeline would, with what the editor saved. The editor changes
 * content, which the build checks; the code is this checkout's, which `npm run check` has
 * type-checked (next.config.mjs: TYPES_CHECKED).
 */
export async function rebuild() {
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: copy,
    env: { ...process.env, TYPES_CHECKED: '1' },
  })
}

/** A built file of the copy, parsed (`blog/index.html`, `blog/feed.xml`). */
export function built(file: string) {
  return parseDocument(readFileSync(path.join(copy, 'out', file), 'utf8'), {
    xmlMode: file.endsWith('.xml'),
  })
}

/** The visible text of a built page of the copy. */
export function builtText(file: string) {
  const body = DomUtils.findOne((element) => element.name === 'body', built(file).children)
  return DomUtils.textContent(body!).replace(/\s+/g, ' ')
}

/**
 * Serves the copy's build (or another, `out`) to `page` as a static host would, at an
 * address of its own: each path its file of out/, a folder its index.html. Returns that
 * address, which the editor does not take for this machine's: there it signs in to GitHub.
 */
export async function serveBuild(page: Page, out = path.join(copy, 'out')) {
  const origin = 'http://copy.localhost'
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    const file = path.join(
      out,
      decodeURIComponent(pathname),
      pathname.endsWith('/') ? 'index.html' : '',
    )
    return existsSync(file) && statSync(file).isFile()
      ? route.fulfill({ path: file })
      : route.fulfill({ status: 404 })
  })
  return origin
}

/**
 * What a built editor's page says of where it commits and which commit status it reads
 * (`preview-settings`, written by scripts/editor/build.mjs).
 */
export function publicationSettings(out: string) {
  const page = parseDocument(readFileSync(path.join(out, 'admin/index.html'), 'utf8'))
  const data = DomUtils.findOne(
    (element) => element.attribs.id === 'preview-settings',
    page.children,
  )
  return JSON.parse(DomUtils.textContent(data!)).publication as PublicationSettings
}
