// The company's file as written: the build checks it against its schema before any deploy,
// and the schema's modules (zod, the Markdown readers) would weigh 900 KB in the Worker.
import company from '@/content/data/company.json'
import { deliveryProblems } from '@/content/texts/contact-endpoint'
import { forwardedPayload } from '@/lib/contact/forwarded'
import { PREVIEW_ORIGIN } from '@/lib/worker-routes'

import type { WorkerEnv } from './env'
import { BATCH, CONCURRENT_FORWARDS, FORWARD_TIMEOUT_MS, retryDelay } from './limits'
import {
  claimDue,
  forgetDelivered,
  markDelivered,
  markFailed,
  type Origin,
  type StoredMessage,
} from './messages'

/**
 * Forwarding the kept messages to the company's automation, until it takes each: at once
 * when one arrives, then by the schedule (wrangler.jsonc's Cron Trigger, every minute)
 * with a backoff. What went wrong is kept in the staff's Portuguese: the watch reports it.
 */

/** A day in milliseconds. */
const DAY = 86_400_000

/**
 * POSTs a message to the automation with the form's five fields and its id, which stays
 * the same on every attempt, so that the automation can drop a message it already took,
 * and `origem=previa` on one the preview took in (`forwardedPayload`). Resolves when the
 * automation answers 2xx; otherwise rejects with why, in Portuguese.
 */
export async function forward(url: string | undefined, message: StoredMessage) {
  if (!url) throw new Error(deliveryProblems.noAutomation)
  const body = forwardedPayload(message)
  let answer: Response
  try {
    answer = await fetch(url, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
  } catch (error) {
    throw new Error(
      error instanceof DOMException && error.name === 'TimeoutError'
        ? deliveryProblems.timedOut(FORWARD_TIMEOUT_MS / 1000)
        : deliveryProblems.unreachable,
      { cause: error },
    )
  }
  // The body is not read: only the status says whether the automation took the message.
  await answer.body?.cancel()
  if (!answer.ok) throw new Error(deliveryProblems.refused(answer.status))
}

/** Which Worker this is: the preview's (`SITE_PREVIEW`, wrangler.jsonc) or the site's. */
export const originOf = (env: WorkerEnv): Origin =>
  env.SITE_PREVIEW === '1' ? PREVIEW_ORIGIN : 'site'

/**
 * One attempt at a message this attempt holds, for a run scheduled at `scheduled`: its
 * outcome kept in the database, never thrown. A failed one is tried again after its
 * backoff. Should the last write fail, the hold runs out and a later run sends the
 * message again, with the same id.
 */
export async function attempt(env: WorkerEnv, message: StoredMessage, scheduled: number) {
  try {
    await forward(env.CONTACT_AUTOMATION_URL, message)
  } catch (error) {
    try {
      await markFailed(env.DB, message.id, {
        nextAttemptAt: Math.max(scheduled, Date.now()) + retryDelay(message.attempts + 1),
        error: error instanceof Error ? error.message : String(error),
      })
    } catch (failure) {
      console.error('A failed attempt could not be recorded', failure)
    }
    return false
  }
  try {
    await markDelivered(env.DB, message.id, Date.now())
  } catch (failure) {
    console.error('A delivery could not be recorded', failure)
  }
  return true
}

/**
 * A scheduled run, at the time it was `scheduled` for: forwards the messages due by then,
 * a few at a time, then deletes those the automation took more than the company's
 * retention period before it (`messageRetentionDays`).
 */
export async function runSchedule(env: WorkerEnv, scheduled: number) {
  const origin = originOf(env)
  const due = await claimDue(env.DB, {
    due: scheduled,
    now: Date.now(),
    limit: BATCH,
    ...(origin === 'previa' && { from: origin }),
  })
  const outcomes: boolean[] = []
  const queue = [...due]
  await Promise.all(
    Array.from({ length: CONCURRENT_FORWARDS }, async () => {
      for (let message = queue.shift(); message; message = queue.shift()) {
        outcomes.push(await attempt(env, message, scheduled))
      }
    }),
  )
  const forgotten = await forgetDelivered(env.DB, scheduled - company.messageRetentionDays * DAY)
  return {
    delivered: outcomes.filter(Boolean).length,
    failed: outcomes.filter((delivered) => !delivered).length,
    forgotten,
  }
}
