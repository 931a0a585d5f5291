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
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

/**
 * POSTs the form to the webhook (SPEC §7). The webhook lives on another origin and answers
 * without CORS headers, so the request goes in no-cors mode: the response is opaque and
 * a send counts as delivered when the request does not throw. A request still pending
 * after `timeoutMs` is aborted and rejects with `SendTimeoutError`.
 */
export async function sendContactMessage({
  url,
  body,
  fetchImpl = fetch,
  timeoutMs = SEND_TIMEOUT_MS,
}: SendOptions): Promise<void> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new SendTimeoutError(timeoutMs)), timeoutMs)
  try {
    await fetchImpl(url, { method: 'POST', mode: 'no-cors', body, signal: controller.signal })
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error
  } finally {
    clearTimeout(timer)
  }
}
