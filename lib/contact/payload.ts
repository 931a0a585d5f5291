import type { ContactMessage } from './names'

/** The multipart fields the webhook receives, in order. */
export const payloadFields = ['name', 'phone', 'email', 'message', 'dominio_formulario'] as const

export type PayloadField = (typeof payloadFields)[number]

/**
 * The body of the POST: the visitor's trimmed values plus the host name of the page the
 * form was sent from. Text goes as typed: the webhook receives `<b>` as those characters.
 */
export function buildContactPayload(message: ContactMessage, hostname: string): FormData {
  const values: Record<PayloadField, string> = {
    name: message.name,
    phone: message.phone,
    email: message.email,
    message: message.message,
    dominio_formulario: hostname,
  }
  const body = new FormData()
  for (const field of payloadFields) body.append(field, values[field].trim())
  return body
}
