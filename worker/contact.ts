import { endpointRefusals as refused } from '@/content/texts/contact-endpoint'
import { contactFormSchema } from '@/content/schemas/contact-form-schema'
import { contactRoute } from '@/content/registry/contact-route'
import { honeypotField } from '@/lib/contact/form-controls'
import { contactFieldNames } from '@/lib/contact/names'
import { noScriptOutcome } from '@/lib/worker-routes'

import { json, seeOther } from './answers'
import { attempt, originOf } from './delivery'
import type { WorkerEnv } from './env'
import { MAX_BODY_BYTES } from './limits'
import { storeMessage, undelivered } from './messages'
import { refusalPage, type Refusal, type Typed } from './refusal-page'

/**
 * The contact form's endpoint. It takes the form's multipart POST, checks it with the
 * form's own schema and limits, keeps the message in the database, and only then says it
 * arrived; the message is forwarded to the automation right after, and again on schedule
 * until the automation takes it (`attempt`, `runSchedule`).
 *
 * The form's script reads a JSON answer (`{ ok, id }`, or `{ ok: false, reasons }` with a
 * 4xx or 5xx); a browser sending the form without scripts gets the contact page back: at
 * the note that the message arrived, or with the reasons and what was typed.
 */

/**
 * After how many minutes a message the automation has not taken is late, which the watch
 * reports: `CONTACT_LATE_AFTER_MINUTES`, or an hour.
 */
const lateAfterMinutes = (env: WorkerEnv) => {
  const minutes = Number(env.CONTACT_LATE_AFTER_MINUTES?.trim() || 60)
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 60
}

/** A host name as `dominio_formulario` carries it. */
const HOST_NAME = /^[a-z0-9.-]{1,253}$/i

const refusal = (status: number, reasons: string[], typed: Typed = {}): Refusal => ({
  status,
  reasons,
  typed,
})

/** A browser sending the form without scripts asks for a page; the form's fetch does not. */
const wantsPage = (request: Request) => (request.headers.get('Accept') ?? '').includes('text/html')

/** The body, if it is no larger than `max` bytes, whatever its declared length. */
async function readAtMost(request: Request, max: number): Promise<Blob | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > max) return undefined
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength
    // Leaving the loop cancels the rest of the body.
    if (size > max) return undefined
    chunks.push(chunk)
  }
  return new Blob(chunks)
}

/** The form's fields from the request, or why they cannot be read. */
async function readForm(request: Request): Promise<FormData | Refusal> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) return refusal(415, [refused.notFromForm])
  const body = await readAtMost(request, MAX_BODY_BYTES)
  if (!body) return refusal(413, [refused.tooLarge])
  try {
    return await new Response(body, { headers: { 'Content-Type': type } }).formData()
  } catch {
    return refusal(400, [refused.incomplete])
  }
}

/** The message in the request, checked as the form checks it, or why it was refused. */
async function readMessage(request: Request) {
  const form = await readForm(request)
  if (!(form instanceof FormData)) return form
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const typed: Typed = Object.fromEntries(
    contactFieldNames.map((name) => [name, text(name)]).filter(([, value]) => value !== undefined),
  )
  if (contactFieldNames.some((name) => typed[name] === undefined)) {
    return refusal(400, [refused.incomplete], typed)
  }
  if ((text(honeypotField.name) ?? '').trim() !== '') return refusal(422, [refused.trapped], typed)
  const formHost = text('dominio_formulario')?.trim() || new URL(request.url).hostname
  if (!HOST_NAME.test(formHost)) return refusal(400, [refused.notFromForm], typed)
  const checked = contactFormSchema.safeParse(typed)
  if (!checked.success) {
    // The first broken rule of each field, in the form's order, as the form shows them.
    const reasons = contactFieldNames.flatMap(
      (name) => checked.error.issues.find((issue) => issue.path[0] === name)?.message ?? [],
    )
    return refusal(422, [...reasons, refused.fix], typed)
  }
  return { message: checked.data, formHost, typed }
}

/** POST /api/contato: keeps the message, answers, then forwards it. */
export async function receiveMessage(request: Request, env: WorkerEnv, ctx: ExecutionContext) {
  const page = wantsPage(request)
  if (request.method !== 'POST') {
    // Someone who opens the address itself is shown the form.
    if (page && (request.method === 'GET' || request.method === 'HEAD')) {
      return seeOther(contactRoute)
    }
    return json(405, { ok: false, reasons: [refused.notFromForm] }, { Allow: 'POST' })
  }
  const read = await readMessage(request)
  if ('status' in read) return page ? refusalPage(env, request, read) : refuseJson(read)

  const now = Date.now()
  const stored = {
    id: crypto.randomUUID(),
    ...read.message,
    formHost: read.formHost,
    receivedAt: now,
    attempts: 0,
    origin: originOf(env),
  }
  try {
    await storeMessage(env.DB, stored, now)
  } catch (error) {
    console.error('A message could not be stored', error)
    const unavailable = refusal(503, [refused.unavailable], read.typed)
    return page ? refusalPage(env, request, unavailable) : refuseJson(unavailable)
  }
  ctx.waitUntil(attempt(env, stored, now))
  return page
    ? seeOther(`${contactRoute}#${noScriptOutcome.received}`)
    : json(200, { ok: true, id: stored.id })
}

const refuseJson = ({ status, reasons }: Refusal) => json(status, { ok: false, reasons })

/**
 * GET /api/contato/estado: how many messages the automation has left waiting for longer
 * than `lateAfterMinutes`, since when, and the last reason, for the hourly watch. Counts
 * and times only: nothing a visitor sent.
 */
export async function deliveryStatus(request: Request, env: WorkerEnv) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(405, { ok: false }, { Allow: 'GET, HEAD' })
  }
  const minutes = lateAfterMinutes(env)
  const late = await undelivered(env.DB, Date.now() - minutes * 60_000)
  return json(200, {
    lateAfterMinutes: minutes,
    late: late.count,
    oldest: late.oldest === undefined ? null : new Date(late.oldest).toISOString(),
    lastError: late.lastError ?? null,
  })
}
