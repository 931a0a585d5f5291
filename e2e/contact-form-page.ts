import type { Page, Request, Route } from '@playwright/test'

import { expect, open } from './fixtures'

/** Values the contact form accepts. */
export const valid = {
  name: 'Ana Souza',
  phone: '(31) 98888-7777',
  email: 'ana@empresa.com.br',
  message: 'Precisamos de suporte para 40 estações de trabalho.',
}

export type FieldName = keyof typeof valid
const labels: Record<FieldName, string> = {
  name: 'Nome',
  phone: 'Telefone',
  email: 'E-mail',
  message: 'Mensagem',
}

export type FormEvent = { event: string; [key: string]: unknown }

export function field(page: Page, name: FieldName) {
  return page.getByRole('textbox', { name: labels[name], exact: true })
}

export function submitButton(page: Page) {
  return page.locator('#chatbot form button[type="submit"]')
}

export function toast(page: Page, tone: 'success' | 'error' | 'unconfirmed') {
  return page.locator(`[data-toast="${tone}"]`)
}

export function status(page: Page) {
  return page.locator('#chatbot form [role="status"]')
}

/**
 * Opens /contato and waits until the form is driven by its script, not by the browser. Its
 * events land once the analytics package has arrived, a moment later, all in order: read
 * them with `expect.poll`.
 */
export async function openForm(page: Page) {
  await open(page, '/contato/')
  const form = page.locator('#chatbot form')
  await expect(form).toHaveAttribute('novalidate', '')
  const webhookUrl = await form.getAttribute('action')
  expect(webhookUrl).toMatch(/^https?:\/\//)
  return { form, webhookUrl: webhookUrl! }
}

/** The names of the contact form's events so far, in order. */
export async function formEventNames(page: Page) {
  return (await formEvents(page)).map((entry) => entry.event)
}

export async function fill(page: Page, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) {
    await field(page, name as FieldName).fill(value)
  }
}

/**
 * Writes `text` into a field through the browser's own editing, as a paste does. `fill`
 * sends its text over Playwright's protocol as UTF-8, which turns an unpaired surrogate
 * (half an emoji) into U+FFFD on the way; this keeps it as the visitor's field would.
 */
export async function insertText(page: Page, name: FieldName, text: string) {
  await field(page, name).focus()
  await page.evaluate((value) => document.execCommand('insertText', false, value), text)
}

export async function expectValues(page: Page, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) {
    await expect(field(page, name as FieldName)).toHaveValue(value)
  }
}

/**
 * Intercepts the webhook. Each request is recorded, then answered by `respond`:
 * by default a plain 200, as the automation service does.
 */
export async function routeWebhook(
  page: Page,
  url: string,
  respond: (route: Route) => Promise<void> | void = (route) => route.fulfill({ status: 200 }),
) {
  const requests: Request[] = []
  await page.route(url, async (route) => {
    requests.push(route.request())
    await respond(route)
  })
  return requests
}

/**
 * Sends the valid message to a webhook that takes it and never answers, with the page's
 * clock installed and standing still from the moment the form is ready: the test moves
 * time past the send's timeout itself. Returns the requests the webhook received (one).
 */
export async function sendIntoSilence(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T09:00:00-03:00') })
  const { webhookUrl } = await openForm(page)
  await page.clock.pauseAt(new Date('2026-11-22T09:10:00-03:00'))
  const requests = await routeWebhook(page, webhookUrl, () => {})
  await fill(page, valid)
  await submitButton(page).click()
  await expect.poll(() => requests.length).toBe(1)
  return requests
}

/** The multipart body of a request, as the webhook would read it. */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const contentType = request.headers()['content-type'] ?? ''
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': contentType },
  })
  const entries: Record<string, string> = {}
  for (const [key, value] of await body.formData()) entries[key] = String(value)
  return entries
}

/** Records how the page calls `fetch`; install before the page opens. */
export async function recordFetchCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ url: string; method?: string; mode?: string; body?: string }> = []
    Object.assign(window, { __fetchCalls: calls })
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      calls.push({
        url: input instanceof Request ? input.url : String(input),
        method: init?.method,
        mode: init?.mode,
        body: init?.body?.constructor.name,
      })
      return original(input, init)
    }
  })
  return {
    /** The calls to `url`: method, mode and the body's type. */
    to: async (url: string) => {
      const calls = await page.evaluate(
        () => (window as unknown as { __fetchCalls: Array<Record<string, string>> }).__fetchCalls,
      )
      return calls.filter((call) => call.url === url)
    },
  }
}

/** The contact form's analytics events, in order. */
export function formEvents(page: Page): Promise<FormEvent[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: FormEvent[] }).dataLayer ?? []).filter((entry) =>
      String(entry.event).startsWith('contact_'),
    ),
  )
}

/** The draft the tab keeps, as stored. */
export function storedDraft(page: Page) {
  return page.evaluate(() => window.sessionStorage.getItem('contact_form_draft'))
}
