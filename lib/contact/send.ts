/** How long a send may hang before it counts as failed. */
export const SEND_TIMEOUT_MS = 15_000

/** The webhook did not answer in time. */
export class SendTimeoutError extends Error {
  override name = 'TimeoutError'
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`)
  }
}

type SendOptions = {
  url: string
  body: FormData
  /**
   * The webhook answers CORS requests, so its status can be read: an answer outside 2xx
   * then counts as a failure. Without it the request goes blind, in no-cors mode.
   */
  cors?: boolean
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

/**
 * POSTs the form to the webhook, which lives on another origin. By default it answers
 * without CORS headers, so the request goes in no-cors mode: the response is opaque and a
 * send counts as delivered when the request does not throw. With `cors` the request is a
 * CORS one (still a simple request: no preflight) and the webhook's status decides. A
 * request still pending after `timeoutMs` is aborted and rejects with `SendTimeoutError`.
 */
export async function sendContactMessage({
  url,
  body,
  cors = false,
  fetchImpl = fetch,
  timeoutMs = SEND_TIMEOUT_MS,
}: SendOptions): Promise<void> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new SendTimeoutError(timeoutMs)), timeoutMs)
  try {
    const mode = cors ? 'cors' : 'no-cors'
    const response = await fetchImpl(url, { method: 'POST', mode, body, signal: controller.signal })
    if (cors && !response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error
  } finally {
    clearTimeout(timer)
  }
}
