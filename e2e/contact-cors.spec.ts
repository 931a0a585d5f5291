import type { Page } from '@playwright/test'

import {
  expectValues,
  fill,
  formEvents,
  insertText,
  multipartFields,
  openForm,
  recordFetchCalls,
  routeWebhook,
  sendIntoSilence,
  status,
  storedDraft,
  submitButton,
  toast,
  valid,
} from './contact-form-page'
import { company } from '../content/company/company'
import { companyDetails } from '../content/company/company-details'
import { contactFallback } from '../content/texts/contact-fallback'
import { contactForm } from '../content/texts/contact-form'
import { SEND_TIMEOUT_MS } from '../lib/contact/send'
import { SUBMIT_INTERVAL_MS } from '../lib/contact/throttle'
import { expect, test } from './fixtures'

// For the build made with NEXT_PUBLIC_CONTACT_WEBHOOK_CORS=1: the webhook answers CORS
// requests, so the form reads its status. The default build's no-cors sends are checked in
// contact-form.spec.ts. An answer without the CORS header cannot be staged here: Playwright
// adds one to every answer it fulfils.

/** The header a webhook must send to let the site's pages read its answer. */
const allowPage = (page: Page) => ({ 'access-control-allow-origin': new URL(page.url()).origin })

const { whatsappDigits } = companyDetails(company)

/** Every link address on the page, as a script reading the page finds it. */
const linkAddresses = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))

/** The addresses that hold any of `typed`'s values, as typed or URL-encoded. */
const typedIn = (addresses: string[], typed: Record<string, string>) =>
  addresses.filter((address) => {
    const decoded = decodeURIComponent(address.replaceAll('+', ' '))
    return Object.values(typed).some((value) => decoded.includes(value))
  })

/**
 * The tab that `click` opens, once its address has loaded: WhatsApp is answered by a
 * stand-in page, as its host does not resolve here.
 */
async function opened(page: Page, click: () => Promise<void>) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()])
  await tab.waitForLoadState()
  return tab
}

test.describe('contact form with a webhook that answers CORS requests', () => {
  test('sends in cors mode, and a 2xx answer allowed for the site counts as sent', async ({
    page,
  }) => {
    const fetchCalls = await recordFetchCalls(page)
    const { webhookUrl } = await openForm(page)
    const requests = await routeWebhook(page, webhookUrl, (route) =>
      route.fulfill({ status: 200, headers: allowPage(page), body: '{"ok":true}' }),
    )
    await fill(page, valid)
    await submitButton(page).click()

    await expect(toast(page, 'success').getByText('Mensagem enviada!')).toBeVisible()
    await expectValues(page, { name: '', phone: '', email: '', message: '' })
    expect(await storedDraft(page)).toBeNull()
    expect(requests).toHaveLength(1)
    expect(await fetchCalls.to(webhookUrl)).toEqual([
      { url: webhookUrl, method: 'POST', mode: 'cors', body: 'FormData' },
    ])
    await expect
      .poll(async () => (await formEvents(page)).at(-1))
      .toMatchObject({ event: 'contact_form_submit_success' })
  })

  test('a 500 answer is a failed send: error toast, the values kept, the status reported', async ({
    page,
  }) => {
    const { webhookUrl } = await openForm(page)
    const requests = await routeWebhook(page, webhookUrl, (route) =>
      route.fulfill({ status: 500, headers: allowPage(page), body: 'Internal Server Error' }),
    )
    await fill(page, valid)
    await submitButton(page).click()

    await expect(toast(page, 'error').getByText('Erro ao enviar mensagem')).toBeVisible()
    await expect(status(page)).toHaveText(
      'Erro ao enviar mensagem. Por favor, tente novamente ou entre em contato por telefone.',
    )
    await expect(toast(page, 'success')).toHaveCount(0)
    await expectValues(page, valid)
    expect(JSON.parse((await storedDraft(page))!)).toEqual(valid)
    await expect(submitButton(page)).toBeEnabled()
    expect(requests).toHaveLength(1)
    await expect
      .poll(async () => (await formEvents(page)).at(-1))
      .toMatchObject({ event: 'contact_form_submit_error', error_message: 'HTTP 500' })
  })

  test('a refused message is offered through WhatsApp and e-mail, written only in the address a click opens, and the next send takes the offer away', async ({
    page,
  }) => {
    await page.clock.install()
    const { webhookUrl } = await openForm(page)
    let refuse = true
    await routeWebhook(page, webhookUrl, (route) =>
      route.fulfill({ status: refuse ? 503 : 200, headers: allowPage(page) }),
    )
    await fill(page, valid)
    await submitButton(page).click()

    const offer = page.getByRole('region', { name: contactFallback.title })
    await expect(offer).toContainText(contactFallback.description)
    const whatsapp = offer.getByRole('link', { name: contactFallback.whatsapp })
    const email = offer.getByRole('link', { name: contactFallback.email })
    await expect(whatsapp).toHaveAttribute('target', '_blank')

    // What a tag manager measuring clicks reads, the links' addresses, holds nothing typed.
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${whatsappDigits}`)
    await expect(email).toHaveAttribute('href', `mailto:${company.email}`)
    expect(typedIn(await linkAddresses(page), valid)).toEqual([])

    // A click, a middle click or Enter opens the address with the message written in.
    const text = contactFallback.text(valid)
    const chatText = (chat: Page) => {
      const url = new URL(chat.url())
      expect(url.origin + url.pathname).toBe(`https://wa.me/${whatsappDigits}`)
      return url.searchParams.get('text')
    }
    expect(chatText(await opened(page, () => whatsapp.click()))).toBe(text)
    expect(chatText(await opened(page, () => whatsapp.click({ button: 'middle' })))).toBe(text)
    const mail = page.waitForRequest((request) => request.url().startsWith('mailto:'))
    await email.press('Enter')
    const mailto = (await mail).url()
    expect(mailto.startsWith(`mailto:${company.email}?`)).toBe(true)
    const mailFields = new URLSearchParams(mailto.slice(mailto.indexOf('?') + 1))
    expect(mailFields.get('subject')).toBe(contactFallback.emailSubject)
    expect(mailFields.get('body')).toBe(text)
    await expectValues(page, valid)

    refuse = false
    // A second press within the interval is ignored, as the product says.
    await page.clock.fastForward(SUBMIT_INTERVAL_MS)
    await submitButton(page).click()
    await expect(toast(page, 'success').getByText(contactForm.success.title)).toBeVisible()
    await expect(offer).toHaveCount(0)
  })

  test('a send with no answer in 15 s is not called failed: the form cannot confirm it, and offers the other channels', async ({
    page,
  }) => {
    await sendIntoSilence(page)
    await page.clock.runFor(SEND_TIMEOUT_MS)

    const { unconfirmed } = contactForm
    await expect(toast(page, 'unconfirmed').getByText(unconfirmed.title)).toBeVisible()
    const offer = page.getByRole('region', { name: unconfirmed.title })
    await expect(offer).toContainText(contactFallback.unconfirmedDescription)
    await expect(offer.getByRole('link', { name: contactFallback.whatsapp })).toBeVisible()
    await expect(offer.getByRole('link', { name: contactFallback.email })).toBeVisible()
    await expect(page.getByText(contactFallback.title)).toHaveCount(0)
    await expectValues(page, valid)
  })

  test('a message holding half an emoji, as a broken paste leaves it, is offered and then sent with U+FFFD in its place', async ({
    page,
    pageErrors,
  }) => {
    await page.clock.install()
    const { webhookUrl } = await openForm(page)
    let refuse = true
    const requests = await routeWebhook(page, webhookUrl, (route) =>
      route.fulfill({ status: refuse ? 503 : 200, headers: allowPage(page) }),
    )
    await fill(page, { ...valid, message: '' })
    await insertText(page, 'message', `${valid.message} \uD83D`)
    await submitButton(page).click()

    // The offer shows in place of the error page, and its WhatsApp link works.
    const sent = { ...valid, message: `${valid.message} \uFFFD` }
    const offer = page.getByRole('region', { name: contactFallback.title })
    const chat = await opened(page, () =>
      offer.getByRole('link', { name: contactFallback.whatsapp }).click(),
    )
    expect(new URL(chat.url()).searchParams.get('text')).toBe(contactFallback.text(sent))

    refuse = false
    await page.clock.fastForward(SUBMIT_INTERVAL_MS)
    await submitButton(page).click()
    await expect(toast(page, 'success').getByText(contactForm.success.title)).toBeVisible()
    expect(await multipartFields(requests.at(-1)!)).toMatchObject(sent)
    expect(pageErrors).toEqual([])
  })
})
