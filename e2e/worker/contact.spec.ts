import { deliveryProblems, endpointRefusals } from '../../content/texts/contact-endpoint'
import { company } from '../../content/company/company'
import { contactFallback } from '../../content/texts/contact-fallback'
import { contactForm } from '../../content/texts/contact-form'
import { contactLimits } from '../../lib/contact/limits'
import { SEND_TIMEOUT_MS } from '../../lib/contact/send'
import { honeypotField } from '../../lib/contact/form-controls'
import { payloadFields } from '../../lib/contact/payload'
import {
  MESSAGE_ID_FIELD,
  noScriptOutcome,
  ORIGIN_FIELD,
  PREVIEW_ORIGIN,
  workerRoutes,
} from '../../lib/worker-routes'
import { MAX_BODY_BYTES } from '../../worker/limits'
import type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test'

import { expectValues, fill, submitButton, toast, valid } from '../contact-form-page'
import { expect, open, test } from '../fixtures'
import {
  afterRetry,
  planRefusals,
  previewWorker,
  received,
  runScheduleIn,
  storedMessages,
  uniqueEmail,
} from './worker'
import { standIns } from './stand-ins.mjs'

/** A day in milliseconds. */
const DAY = 86_400_000

/**
 * The contact form on Cloudflare: the page posts to the site's own endpoint, which the
 * Worker answers in workerd with a local D1 database, and the Worker forwards each message
 * to a stand-in automation (e2e/worker/serve.mjs) that refuses as a test plans.
 */

const refused = endpointRefusals

/** The form's fields as the endpoint takes them, as a multipart body. */
const multipart = (values: Record<string, string>) => ({
  ...valid,
  dominio_formulario: 'localhost',
  ...values,
})

test('with scripts, a message is said to have arrived once stored, and reaches the automation once, with its id, after it first refused', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('com-script')
  await planRefusals(request, email, 1)
  await open(page, '/contato/')
  await expect(page.locator('#chatbot form')).toHaveAttribute('action', workerRoutes.contact)
  await fill(page, { ...valid, email })
  const [answer] = await Promise.all([
    page.waitForResponse(workerRoutes.contact),
    submitButton(page).click(),
  ])
  // The database has the message as its answer arrives, before anyone is told.
  expect(answer.status()).toBe(200)
  expect(storedMessages(email)).toHaveLength(1)

  await expect(toast(page, 'success')).toContainText(contactForm.success.title)
  // Its first attempt failed, and is kept with why.
  await expect
    .poll(() => storedMessages(email).map((row) => [row.attempts, row.last_error]))
    .toEqual([[1, deliveryProblems.refused(standIns.automation.refusalStatus)]])
  expect(await received(request, email)).toEqual([])
  await expectValues(page, { name: '', email: '', message: '' })

  // The next scheduled run after the backoff forwards it, and the automation takes it.
  await runScheduleIn(request, afterRetry(1))
  await expect.poll(() => received(request, email)).toHaveLength(1)
  const [row] = storedMessages(email)
  const [taken] = await received(request, email)
  // The site's messages say nothing of where they came from: only the preview's do.
  expect(Object.keys(taken!)).toEqual([...payloadFields, MESSAGE_ID_FIELD])
  expect(taken).toMatchObject({ ...valid, email, [MESSAGE_ID_FIELD]: row!.id })
  expect(taken!.dominio_formulario).toBe(new URL(page.url()).hostname)
  expect(row!.delivered_at).not.toBeNull()

  // Later runs never send it again.
  await runScheduleIn(request, afterRetry(5))
  await expect.poll(() => storedMessages(email)[0]?.attempts).toBe(2)
  expect(await received(request, email)).toHaveLength(1)
})

test('a message the preview’s Worker took in reaches the automation marked as the preview’s', async ({
  request,
}) => {
  const email = uniqueEmail('previa')
  const sent = await request.post(`${previewWorker}${workerRoutes.contact}`, {
    multipart: multipart({ email }),
  })
  expect(sent.status()).toBe(200)
  await expect.poll(() => received(request, email)).toHaveLength(1)
  const [taken] = await received(request, email)
  expect(Object.keys(taken!)).toEqual([...payloadFields, MESSAGE_ID_FIELD, ORIGIN_FIELD])
  expect(taken).toMatchObject({ email, [ORIGIN_FIELD]: PREVIEW_ORIGIN })
  // It went into the preview's own database, not the site's.
  expect(storedMessages(email)).toEqual([])
})

test('a message the automation took is deleted once the company’s retention period is over, not before', async ({
  request,
}) => {
  const email = uniqueEmail('guardada')
  const sent = await request.post(workerRoutes.contact, { multipart: multipart({ email }) })
  expect(sent.status()).toBe(200)
  await expect.poll(() => storedMessages(email)[0]?.delivered_at ?? null).not.toBeNull()

  await runScheduleIn(request, (company.messageRetentionDays - 1) * DAY)
  expect(storedMessages(email)).toHaveLength(1)
  await runScheduleIn(request, (company.messageRetentionDays + 1) * DAY)
  await expect.poll(() => storedMessages(email)).toEqual([])
  expect(await received(request, email)).toHaveLength(1)
})

/**
 * Checks the offer after a send that failed, or got no answer in time (`unconfirmed`), as
 * the preview shows it: out-worker/ is the preview (scripts/build-variant.mjs), which links
 * no channel whose fact is still an example, and says to try again later when none is left.
 */
async function expectPreviewOffer(page: Page, unconfirmed: boolean) {
  const offer = page.getByRole('region', {
    name: unconfirmed ? contactForm.unconfirmed.title : contactFallback.title,
  })
  await expect(offer).toBeVisible()
  const channels = [
    ['whatsapp', contactFallback.whatsapp],
    ['email', contactFallback.email],
  ] as const
  const isExample = ([fact]: (typeof channels)[number]) => company.examples.includes(fact)
  for (const channel of channels) {
    await expect(offer.getByRole('link', { name: channel[1] })).toHaveCount(
      isExample(channel) ? 0 : 1,
    )
  }
  if (channels.every(isExample)) {
    await expect(offer).toContainText(
      unconfirmed ? contactFallback.unconfirmedNoChannel : contactFallback.noChannel,
    )
    await expect(offer.getByRole('link')).toHaveCount(0)
  }
}

test('with scripts, a message the endpoint cannot take is an error, with the values kept and no channel offered that is still an example', async ({
  page,
}) => {
  await open(page, '/contato/')
  // A value the browser's script accepts and the endpoint refuses: sent past the form's
  // checks, as a request changed on the way would be.
  await page.route(workerRoutes.contact, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'content-type': 'text/plain' } }),
  )
  const email = uniqueEmail('recusada')
  await fill(page, { ...valid, email })
  await submitButton(page).click()
  await expect(toast(page, 'error')).toContainText(contactForm.failure.title)
  await expectPreviewOffer(page, false)
  await expectValues(page, { ...valid, email })
  expect(storedMessages(email)).toEqual([])
})

test('with scripts, a send the endpoint never answers cannot be confirmed, and offers no channel that is still an example', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-22T09:00:00-03:00') })
  await open(page, '/contato/')
  await page.clock.pauseAt(new Date('2026-11-22T09:10:00-03:00'))
  // The endpoint takes the request and never answers.
  const requests: Request[] = []
  await page.route(workerRoutes.contact, (route) => void requests.push(route.request()))
  await fill(page, valid)
  await submitButton(page).click()
  await expect.poll(() => requests.length).toBe(1)
  await page.clock.runFor(SEND_TIMEOUT_MS)

  await expect(toast(page, 'unconfirmed')).toContainText(contactForm.unconfirmed.title)
  await expectPreviewOffer(page, true)
  await expectValues(page, valid)
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the form lands on the contact page, which says the message arrived', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('sem-script')
    await page.goto('/contato/')
    await fill(page, { ...valid, email })
    await submitButton(page).click()

    await expect(page).toHaveURL(new RegExp(`/contato/#${noScriptOutcome.received}$`))
    const note = page.locator(`#${noScriptOutcome.received}`)
    await expect(note).toBeVisible()
    await expect(note).toContainText(contactForm.success.title)
    await expect(note).toContainText(contactForm.success.description)
    await expect.poll(() => received(request, email)).toHaveLength(1)
    expect(storedMessages(email)).toHaveLength(1)
  })

  test('a message the endpoint refuses comes back with why, and with everything typed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('sem-script-recusada')
    // A message long enough for the browser's own check, too short once trimmed; quotes,
    // markup and an entity in what was typed, which all come back as the visitor wrote them.
    const typed = { ...valid, name: 'Ana "Zé" &amp; <b>Cia</b>', email, message: '  a &amp; <  ' }
    await page.goto('/contato/')
    await fill(page, typed)
    const [answer] = await Promise.all([
      page.waitForResponse(workerRoutes.contact),
      submitButton(page).click(),
    ])

    expect(answer.status()).toBe(422)
    const note = page.locator(`#${noScriptOutcome.refused}`)
    await expect(note).toBeVisible()
    await expect(note).toBeFocused()
    await expect(note).toContainText(refused.title)
    await expect(note).toContainText(contactForm.errors.messageTooShort)
    await expectValues(page, typed)
    await expect(page.locator(`#${noScriptOutcome.received}`)).toBeHidden()
    expect(storedMessages(email)).toEqual([])
    expect(await received(request, email)).toEqual([])
  })
})

test.describe('a post the endpoint refuses stores nothing and says why', () => {
  /** What the endpoint answered. */
  type Answer = { status: number; body: unknown; headers: Record<string, string> }
  const answered = async (response: APIResponse): Promise<Answer> => ({
    status: response.status(),
    body: await response.json(),
    headers: response.headers(),
  })
  /** The form's fields with `values` over them, posted as the form does. */
  const post =
    (values: Record<string, string>) => async (request: APIRequestContext, email: string) =>
      answered(
        await request.post(workerRoutes.contact, { multipart: multipart({ email, ...values }) }),
      )

  const cases: {
    name: string
    send: (request: APIRequestContext, email: string) => Promise<Answer>
    status: number
    reason: string
  }[] = [
    {
      name: 'a field over its limit',
      send: post({ message: 'a'.repeat(contactLimits.message.max + 1) }),
      status: 422,
      reason: contactForm.errors.messageTooLong,
    },
    {
      name: 'a malformed e-mail',
      send: async (request, email) =>
        answered(
          await request.post(workerRoutes.contact, {
            multipart: multipart({ email: email.replace('@', '') }),
          }),
        ),
      status: 422,
      reason: contactForm.errors.emailInvalid,
    },
    {
      name: 'a filled spam trap',
      send: post({ [honeypotField.name]: 'https://spam.example' }),
      status: 422,
      reason: refused.trapped,
    },
    {
      name: 'another content type',
      send: async (request, email) =>
        answered(
          await request.post(workerRoutes.contact, {
            headers: { 'Content-Type': 'application/json' },
            data: JSON.stringify(multipart({ email })),
          }),
        ),
      status: 415,
      reason: refused.notFromForm,
    },
    {
      name: 'a body larger than the form can make',
      send: post({ message: 'a'.repeat(MAX_BODY_BYTES) }),
      status: 413,
      reason: refused.tooLarge,
    },
    {
      name: 'a larger body sent in chunks, with no length declared',
      send: async (_request, email) => {
        const form = new FormData()
        for (const [field, value] of Object.entries(
          multipart({ email, message: 'a'.repeat(MAX_BODY_BYTES) }),
        )) {
          form.append(field, value)
        }
        const encoded = new Request('http://localhost/', { method: 'POST', body: form })
        const response = await fetch(
          new URL(workerRoutes.contact, test.info().project.use.baseURL),
          {
            method: 'POST',
            headers: { 'Content-Type': encoded.headers.get('Content-Type')! },
            body: encoded.body,
            duplex: 'half',
          } as RequestInit,
        )
        return {
          status: response.status,
          body: await response.json(),
          headers: Object.fromEntries(response.headers),
        }
      },
      status: 413,
      reason: refused.tooLarge,
    },
  ]

  for (const { name, send, status, reason } of cases) {
    test(name, async ({ request }) => {
      const email = uniqueEmail('recusa')
      const answer = await send(request, email)
      expect(answer.status).toBe(status)
      expect(answer.body).toEqual({ ok: false, reasons: expect.arrayContaining([reason]) })
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(storedMessages(email)).toEqual([])
      expect(storedMessages(email.replace('@', ''))).toEqual([])
    })
  }
})

test('the status says how many messages the automation left waiting, and why, for the watch', async ({
  request,
}) => {
  const email = uniqueEmail('atrasada')
  await planRefusals(request, email, 1_000)
  const response = await request.post(workerRoutes.contact, { multipart: multipart({ email }) })
  expect(response.status()).toBe(200)
  await expect.poll(() => storedMessages(email)[0]?.attempts).toBe(1)

  // The suite's Worker counts a message late at once (CONTACT_LATE_AFTER_MINUTES=0).
  const status = await (await request.get(workerRoutes.contactStatus)).json()
  expect(status).toMatchObject({ lateAfterMinutes: 0, lastError: expect.any(String) })
  expect(status.late).toBeGreaterThanOrEqual(1)
  expect(Object.keys(status).sort()).toEqual(['lastError', 'late', 'lateAfterMinutes', 'oldest'])
  // Nothing a visitor sent is in it.
  expect(JSON.stringify(status)).not.toContain(email)
})
