import { MESSAGE_ID_FIELD, ORIGIN_FIELD, PREVIEW_ORIGIN } from '@/lib/worker-routes'

import type { ContactMessage } from './names'
import { buildContactPayload } from './payload'

/**
 * What the site's Worker forwards to the automation (worker/delivery.ts): the form's five
 * fields, the message's id, the same on every attempt, and, on a message the preview took
 * in, `origem=previa`, which the site's own messages never carry. Apart from the form's
 * payload, which every contact page loads, so that no page's script carries it.
 */
export function forwardedPayload(
  message: ContactMessage & { id: string; formHost: string; origin: string },
): FormData {
  const body = buildContactPayload(message, message.formHost)
  body.append(MESSAGE_ID_FIELD, message.id)
  if (message.origin === PREVIEW_ORIGIN) body.append(ORIGIN_FIELD, PREVIEW_ORIGIN)
  return body
}
