import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import type { APIRequestContext } from '@playwright/test'

import { retryDelay } from '../../worker/limits'

/**
 * What the worker project's specs read besides the pages: the Worker's database, its
 * schedule, and the stand-in automation (e2e/worker/serve.mjs starts them all).
 */

/** A message as the Worker's database holds it. */
export type StoredRow = {
  id: string
  name: string
  phone: string
  email: string
  message: string
  form_host: string
  attempts: number
  delivered_at: number | null
  last_error: string | null
}

/**
 * The messages the Worker keeps for `email`, read from its local D1 database, which
 * `wrangler dev` keeps in an SQLite file under the state folder; none before it exists.
 */
export function storedMessages(email: string): StoredRow[] {
  const folder = path.join(process.env.WORKER_STATE_DIR!, 'state/v3/d1/miniflare-D1DatabaseObject')
  const file = existsSync(folder)
    ? readdirSync(folder).find((name) => /^[0-9a-f]+\.sqlite$/.test(name))
    : undefined
  if (!file) return []
  const db = new DatabaseSync(path.join(folder, file), { readOnly: true })
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'")
      .get()
    if (!table) return []
    return db
      .prepare(
        'SELECT id, name, phone, email, message, form_host, attempts, delivered_at, last_error FROM messages WHERE email = ?',
      )
      .all(email) as StoredRow[]
  } finally {
    db.close()
  }
}

/**
 * Runs the Worker's schedule as Cloudflare would `after` ms from now (wrangler dev's
 * `/cdn-cgi/local/scheduled`, with `--test-scheduled`).
 */
export async function runScheduleIn(request: APIRequestContext, after: number) {
  const time = Date.now() + after
  const response = await request.get(`/cdn-cgi/local/scheduled?cron=*+*+*+*+*&time=${time}`)
  if (!response.ok()) throw new Error(`The schedule did not run: ${response.status()}`)
}

/** Long enough after a message's `failures` failed attempts for its next one to be due. */
export const afterRetry = (failures: number) => retryDelay(failures) + 1_000

const automation = process.env.WORKER_AUTOMATION_URL!

/**
 * The preview's Worker (wrangler.jsonc's `previa` environment), which serve.mjs starts
 * beside the site's, with a database of its own, forwarding to the same stand-in automation.
 */
export const previewWorker = process.env.WORKER_PREVIEW_URL!

/** Makes the stand-in automation refuse the next `refusals` posts of `email`. */
export async function planRefusals(request: APIRequestContext, email: string, refusals: number) {
  const response = await request.post(`${automation}/plan`, { data: { email, refusals } })
  if (!response.ok()) throw new Error(`The automation's plan was refused: ${response.status()}`)
}

/** What the stand-in automation took for `email`: each post's fields, by name. */
export async function received(request: APIRequestContext, email: string) {
  const response = await request.get(`${automation}/received?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Record<string, string>[]
}

/** An e-mail address no other test uses, so that tests running side by side stay apart. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@empresa.com.br`
