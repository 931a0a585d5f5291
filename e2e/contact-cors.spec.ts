import type { Page } from '@playwright/test'

import {
  expectValues,
  fill,
  formEvents,
  openForm,
  recordFetchCalls,
  routeWebhook,
  status,
  storedDraft,
  submitButton,
  toast,
  valid,
} from './contact-form-page'
import { company } from '../content/company'
import { companyDetails } from '../content/company-details'
import { contactForm } from '../content/contact-form'
import { SUBMIT_INTERVAL_MS } from '../lib/contact/throttle'
import { expect, test } from './fixtures'

// For the build made with NEXT_PUBLIC_CONTACT_WEBHOOK_CORS=1: the webhook answers CORS
// requests, so the form reads its status. The default build's no-cors sends are checked in
// contact-form.spec.ts. An answer without the CORS header cannot be staged here: Playwright
// adds one to every answer it fulfils.

/** The header a webhook must send to let the site's pages read its answer. */
const allowPage = (page: Page) => ({ 'access-control-allow-origin': new URL(page.url()).origin })

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

  test('a refused message is offered through WhatsApp and e-mail, already written, and the next send takes the offer away', async ({
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

    const offer = page.getByRole('region', { name: contactForm.fallback.title })
    await expect(offer).toContainText(contactForm.fallback.description)
    const text = contactForm.fallback.text(valid)
    const whatsapp = offer.getByRole('link', { name: contactForm.fallback.whatsapp })
    const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!)
    expect(whatsappUrl.origin + whatsappUrl.pathname).toBe(
      `https://wa.me/${companyDetails(company).whatsappDigits}`,
    )
    expect(whatsappUrl.searchParams.get('text')).toBe(text)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    const email = offer.getByRole('link', { name: contactForm.fallback.email })
    const mailto = (await email.getAttribute('href'))!
    expect(mailto.startsWith(`mailto:${company.email}?`)).toBe(true)
    const mailFields = new URLSearchParams(mailto.slice(mailto.indexOf('?') + 1))
    expect(mailFields.get('subject')).toBe(contactForm.fallback.emailSubject)
    expect(mailFields.get('body')).toBe(text)
    await expectValues(page, valid)

    refuse = false
    // A second press within the interval is ignored, as the product says.
    await page.clock.fastForward(SUBMIT_INTERVAL_MS)
    await submitButton(page).click()
    await expect(toast(page, 'success').getByText('Mensagem enviada!')).toBeVisible()
    await expect(offer).toHaveCount(0)
  })
})
