import type { AnalyticsEvent, EventParams } from '@/lib/analytics'

import { buildContactPayload } from './payload'
import type { ContactMessage } from './names'
import { SendTimeoutError } from './send'
import type { SubmitThrottle } from './throttle'

/** `form_id` of every contact-form analytics event. */
export const CONTACT_FORM_ID = 'contact_form'

/**
 * How a submission ended:
 * - `sent`: the webhook request did not throw;
 * - `failed`: it threw, and the visitor's values must stay;
 * - `unconfirmed`: no answer came in time: the message may have arrived, or not, and the
 *   visitor's values stay;
 * - `ignored`: a duplicate (one in progress, or within the throttle interval);
 * - `trapped`: the honeypot was filled; nothing was sent, and the bot is told it worked.
 */
export type SubmissionOutcome = 'sent' | 'failed' | 'unconfirmed' | 'ignored' | 'trapped'

/** The events one submission sends: attempt, then success or error. */
type FormEvent = Extract<AnalyticsEvent, `contact_form_submit_${string}`>

export type SubmissionDeps = {
  throttle: SubmitThrottle
  send: (body: FormData) => Promise<void>
  track: <E extends FormEvent>(event: E, params: EventParams[E]) => void
  /** The tab's session id, or nothing when the visitor has not accepted analytics. */
  sessionId: () => string | undefined
  createId: () => string
  /** Host name of the page, sent as `dominio_formulario`. */
  hostname: string
  /** Called once the submission is accepted, before anything is sent. */
  onStart?: () => void
  log?: (message: string) => void
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.name === 'Error' ? error.message : error.name
  return String(error)
}

/**
 * One press of 'Enviar Mensagem' on a valid form: throttle, honeypot, analytics and the
 * POST, in that order. Never throws; the outcome tells the form what to show.
 */
export async function submitContactMessage(
  message: ContactMessage,
  honeypot: string,
  deps: SubmissionDeps,
): Promise<SubmissionOutcome> {
  const gate = deps.throttle.begin()
  if (!gate.ok) {
    deps.log?.(`Contact form: submission ignored (${gate.reason.replace('_', ' ')})`)
    return 'ignored'
  }
  try {
    deps.onStart?.()
    if (honeypot.trim() !== '') return 'trapped'

    const sessionId = deps.sessionId()
    const ids = {
      form_id: CONTACT_FORM_ID,
      submission_id: deps.createId(),
      ...(sessionId && { session_id: sessionId }),
    }
    deps.track('contact_form_submit_attempt', ids)
    try {
      await deps.send(buildContactPayload(message, deps.hostname))
    } catch (error) {
      deps.track('contact_form_submit_error', { ...ids, error_message: errorMessage(error) })
      return error instanceof SendTimeoutError ? 'unconfirmed' : 'failed'
    }
    deps.track('contact_form_submit_success', ids)
    return 'sent'
  } finally {
    deps.throttle.end()
  }
}
