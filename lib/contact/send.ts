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
   * The answer can be read: the site's own endpoint on the page's origin, or a webhook
   * that answers CORS requests. An answer outside 2xx then counts as a failure. Without it
   * the request goes blind, in no-cors mode.
   */
  readAnswer?: boolean
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

/**
 * POSTs the form. A webhook on another origin answers without CORS headers by default, so
 * the request goes in no-cors mode: the response is opaque and a send counts as delivered
 * when the request does not throw. With `readAnswer` the request is a CORS one (still a
 * simple request: no preflight; on the page's own origin, a plain one) and the answer's
 * status decides: the site's own endpoint answers 200 only once it has stored the message.
 * A request still pending after `timeoutMs` is aborted and rejects with `SendTimeoutError`.
 */
export async function sendContactMessage({
  url,
  body,
  readAnswer = false,
  fetchImpl = fetch,
  timeoutMs = SEND_TIMEOUT_MS,
}: SendOptions): Promise<void> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new SendTimeoutError(timeoutMs)), timeoutMs)
  try {
    const mode = readAnswer ? 'cors' : 'no-cors'
    const response = await fetchImpl(url, { method: 'POST', mode, body, signal: controller.signal })
    // Only the status counts: the answer's body is let go rather than left unread.
    await response.body?.cancel()
    if (readAnswer && !response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error
  } finally {
    clearTimeout(timer)
  }
}
