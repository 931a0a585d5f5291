import type { ContactMessage } from '@/lib/contact/names'
import type { PREVIEW_ORIGIN } from '@/lib/worker-routes'

/**
 * The messages the site received, in its database (D1), from the moment one arrives until
 * some days after the automation took it. Times are milliseconds since the epoch.
 */

/**
 * Which Worker took a message in: the site's, or the preview's, which shares the database.
 * The preview forwards only what it took in; the site's Worker forwards every message,
 * the preview's left waiting included once the preview is gone.
 */
export type Origin = 'site' | typeof PREVIEW_ORIGIN

/** A message as it is kept. */
export type StoredMessage = ContactMessage & {
  id: string
  /** The host the form was sent from, `dominio_formulario`. */
  formHost: string
  receivedAt: number
  attempts: number
  origin: Origin
}

/** The table, made by the Worker the first time an isolate uses the database. */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS messages (
    id TEXT PRIMARY KEY,
    received_at INTEGER NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    form_host TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'site',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER NOT NULL DEFAULT 0,
    delivered_at INTEGER,
    last_error TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS messages_due ON messages (next_attempt_at) WHERE delivered_at IS NULL',
  'CREATE INDEX IF NOT EXISTS messages_delivered ON messages (delivered_at) WHERE delivered_at IS NOT NULL',
]

let tableReady: Promise<unknown> | undefined

/**
 * Makes the table once per isolate (a request or a run that finds it made pays one round
 * trip); a failure is tried again by the next. A change of its columns needs a statement
 * that alters a table already there.
 */
export function ensureTable(db: D1Database): Promise<unknown> {
  tableReady ??= db.batch(SCHEMA.map((statement) => db.prepare(statement))).catch((error) => {
    tableReady = undefined
    throw error
  })
  return tableReady
}

/**
 * How long one attempt holds a message, in real time: longer than a run's forwards may
 * take (`BATCH` of them, `CONCURRENT_FORWARDS` at a time, each `FORWARD_TIMEOUT_MS` at
 * most), so that a run never sends a message another attempt is still sending.
 */
export const CLAIM_MS = 5 * 60_000

/**
 * Keeps a new message, held for the first attempt that follows at once. Resolves once the
 * database has it: only then is the visitor told it arrived.
 */
export async function storeMessage(db: D1Database, message: StoredMessage, now: number) {
  await ensureTable(db)
  await db
    .prepare(
      `INSERT INTO messages (id, received_at, name, phone, email, message, form_host, origin, next_attempt_at, claimed_until)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?2, ?9)`,
    )
    .bind(
      message.id,
      message.receivedAt,
      message.name,
      message.phone,
      message.email,
      message.message,
      message.formHost,
      message.origin,
      now + CLAIM_MS,
    )
    .run()
}

type Row = {
  id: string
  received_at: number
  name: string
  phone: string
  email: string
  message: string
  form_host: string
  origin: Origin
  attempts: number
}

const fromRow = (row: Row): StoredMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  phone: row.phone,
  email: row.email,
  message: row.message,
  formHost: row.form_host,
  attempts: row.attempts,
  origin: row.origin,
})

/**
 * Takes up to `limit` messages whose next attempt is due by `due` and that no attempt
 * holds at `now` (the real time: a hold is a lock), and holds them, in one statement, so
 * that two runs never take the same message. `from` keeps to the messages one Worker took
 * in; without it, every message is taken.
 */
export async function claimDue(
  db: D1Database,
  { due, now, limit, from }: { due: number; now: number; limit: number; from?: Origin },
) {
  await ensureTable(db)
  const { results } = await db
    .prepare(
      `UPDATE messages SET claimed_until = ?1
       WHERE id IN (
         SELECT id FROM messages
         WHERE delivered_at IS NULL AND next_attempt_at <= ?2 AND claimed_until <= ?3
           AND (?5 IS NULL OR origin = ?5)
         ORDER BY next_attempt_at LIMIT ?4
       )
       RETURNING id, received_at, name, phone, email, message, form_host, origin, attempts`,
    )
    .bind(now + CLAIM_MS, due, now, limit, from ?? null)
    .all<Row>()
  return results.map(fromRow)
}

/** The automation took the message. */
export async function markDelivered(db: D1Database, id: string, now: number) {
  await db
    .prepare(
      `UPDATE messages SET delivered_at = ?2, attempts = attempts + 1, claimed_until = 0, last_error = NULL
       WHERE id = ?1`,
    )
    .bind(id, now)
    .run()
}

/** The automation did not take it: tried again at `nextAttemptAt`, with what went wrong. */
export async function markFailed(
  db: D1Database,
  id: string,
  { nextAttemptAt, error }: { nextAttemptAt: number; error: string },
) {
  await db
    .prepare(
      `UPDATE messages SET attempts = attempts + 1, next_attempt_at = ?2, claimed_until = 0, last_error = ?3
       WHERE id = ?1`,
    )
    .bind(id, nextAttemptAt, error)
    .run()
}

/** Deletes the messages delivered before `deliveredBefore`; how many went. */
export async function forgetDelivered(db: D1Database, deliveredBefore: number) {
  await ensureTable(db)
  const { meta } = await db
    .prepare('DELETE FROM messages WHERE delivered_at IS NOT NULL AND delivered_at < ?1')
    .bind(deliveredBefore)
    .run()
  return meta.changes
}

/** The messages received before `receivedBefore` that the automation has not taken yet. */
export async function undelivered(db: D1Database, receivedBefore: number) {
  await ensureTable(db)
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(received_at) AS oldest,
         (SELECT last_error FROM messages
          WHERE delivered_at IS NULL AND received_at <= ?1 AND last_error IS NOT NULL
          ORDER BY received_at DESC LIMIT 1) AS last_error
       FROM messages WHERE delivered_at IS NULL AND received_at <= ?1`,
    )
    .bind(receivedBefore)
    .first<{ count: number; oldest: number | null; last_error: string | null }>()
  return {
    count: row?.count ?? 0,
    oldest: row?.oldest ?? undefined,
    lastError: row?.last_error ?? undefined,
  }
}
