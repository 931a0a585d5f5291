import type { Locator, Page } from '@playwright/test'

import {
  expectValues,
  field,
  fill,
  formEventNames,
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
import type { FieldName } from './contact-form-page'
import { consentBanner } from '../content/texts/consent'
import { pageContent } from '../content/registry/page-content'
import { SESSION_STORAGE_KEY } from '../lib/contact/session'
import { contactFallback } from '../content/texts/contact-fallback'
import { contactForm } from '../content/texts/contact-form'
import { SEND_TIMEOUT_MS } from '../lib/contact/send'
import { SUBMIT_INTERVAL_MS } from '../lib/contact/throttle'
import { pageContext, rememberConsent } from './data-layer'
import { accessibilityViolations, expect, test } from './fixtures'

const messages = {
  nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  nameTooLong: 'Nome deve ter no máximo 100 caracteres',
  phoneInvalid: 'Telefone inválido',
  emailInvalid: 'E-mail inválido',
  emailTooLong: 'E-mail deve ter no máximo 255 caracteres',
  messageTooShort: 'Mensagem deve ter pelo menos 10 caracteres',
  messageTooLong: 'Mensagem deve ter no máximo 1000 caracteres',
}

/** A webhook answer the test releases when it is ready. */
function deferred() {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, released }
}

function storedSession(page: Page) {
  return page.evaluate((key) => {
    const raw = window.sessionStorage.getItem(key)
    return raw ? JSON.parse(raw) : null
  }, SESSION_STORAGE_KEY)
}

async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await control.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(control.page().locator(`[id="${describedBy}"]`)).toHaveText(message)
  await expect(control.page().locator(`[id="${describedBy}"]`)).toBeVisible()
}

async function expectNoError(control: Locator) {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true')
  await expect(control).not.toHaveAttribute('aria-describedby')
}

test.describe('contact form', () => {
  test('offers labelled fields of the right kinds, says how the data is used and links the privacy policy', async ({
    page,
  }) => {
    await openForm(page)
    const expectations = [
      ['name', { type: 'text', autocomplete: 'name' }],
      ['phone', { type: 'tel', autocomplete: 'tel', inputmode: 'tel' }],
      ['email', { type: 'email', autocomplete: 'email', inputmode: 'email' }],
    ] as const
    for (const [name, attributes] of expectations) {
      for (const [attribute, value] of Object.entries(attributes)) {
        await expect(field(page, name)).toHaveAttribute(attribute, value)
      }
    }
    const message = field(page, 'message')
    await expect(message).toHaveJSProperty('tagName', 'TEXTAREA')
    await expect(message).toHaveCSS('min-height', '120px')
    expect((await message.boundingBox())!.height).toBeGreaterThanOrEqual(120)
    await expect(submitButton(page)).toHaveText('Enviar Mensagem')
    await expect(submitButton(page)).toBeEnabled()

    // It says how the data is used, without asking for a consent it does not need.
    const form = page.locator('#chatbot form')
    await expect(form).toContainText('Usamos seus dados só para responder ao seu contato')
    await expect(form).not.toContainText('concorda')
    const privacy = form.getByRole('link', { name: 'Política de Privacidade' })
    await expect(privacy).toHaveAttribute('href', '/politica-de-privacidade/')
    await privacy.click()
    await expect(page).toHaveURL('/politica-de-privacidade/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade')
  })

  test('sends the five fields, trimmed, as one multipart POST in no-cors mode, with a spinner and "Enviando..." meanwhile, then thanks and empties the form', async ({
    page,
    pageErrors,
  }) => {
    const fetchCalls = await recordFetchCalls(page)
    const { webhookUrl } = await openForm(page)
    const answer = deferred()
    const requests = await routeWebhook(page, webhookUrl, async (route) => {
      await answer.released
      await route.fulfill({ status: 200 })
    })

    await fill(page, {
      name: '   Ana Souza  ',
      phone: ' (31) 98888-7777 ',
      email: '  ana@empresa.com.br ',
      message: '\n  Precisamos de suporte.\nSão 40 estações, <b>urgente</b> 🚀  \n',
    })
    await submitButton(page).click()

    await expect(submitButton(page)).toHaveText('Enviando...')
    await expect(submitButton(page)).toBeDisabled()
    await expect(submitButton(page).locator('svg.animate-spin')).toBeVisible()
    await expect(toast(page, 'success')).toHaveCount(0)

    answer.release()
    const success = toast(page, 'success')
    await expect(success.getByText('Mensagem enviada!', { exact: true })).toBeVisible()
    await expect(success.getByText('Entraremos em contato em breve.')).toBeVisible()
    await expect(status(page)).toHaveText('Mensagem enviada! Entraremos em contato em breve.')
    await expectValues(page, { name: '', phone: '', email: '', message: '' })
    await expect(submitButton(page)).toHaveText('Enviar Mensagem')
    await expect(submitButton(page)).toBeEnabled()
    await expect(submitButton(page).locator('svg.animate-spin')).toHaveCount(0)

    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(request.method()).toBe('POST')
    expect(await multipartFields(request)).toEqual({
      name: 'Ana Souza',
      phone: '(31) 98888-7777',
      email: 'ana@empresa.com.br',
      // Multipart encoding turns every line break into CRLF, as a native form post does.
      message: 'Precisamos de suporte.\r\nSão 40 estações, <b>urgente</b> 🚀',
      dominio_formulario: 'localhost',
    })
    expect(await fetchCalls.to(webhookUrl)).toEqual([
      { url: webhookUrl, method: 'POST', mode: 'no-cors', body: 'FormData' },
    ])

    await success.getByRole('button', { name: 'Fechar aviso' }).click()
    await expect(success).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test('a failed send, sent with Enter, keeps every value as typed, shows the error toast and leaves focus on the button', async ({
    page,
  }) => {
    const { webhookUrl } = await openForm(page)
    const answer = deferred()
    const requests = await routeWebhook(page, webhookUrl, async (route) => {
      await answer.released
      await route.abort('failed')
    })
    const typed = { ...valid, name: '  Ana Souza ', message: `${valid.message}\nObrigada!` }
    await fill(page, typed)
    await field(page, 'message').focus()
    await page.keyboard.press('Tab')
    await expect(submitButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(submitButton(page)).toHaveText('Enviando...')
    answer.release()

    const error = toast(page, 'error')
    await expect(error.getByText('Erro ao enviar mensagem', { exact: true })).toBeVisible()
    await expect(
      error.getByText('Por favor, tente novamente ou entre em contato por telefone.'),
    ).toBeVisible()
    await expect(status(page)).toHaveText(
      'Erro ao enviar mensagem. Por favor, tente novamente ou entre em contato por telefone.',
    )
    await expect(toast(page, 'success')).toHaveCount(0)
    await expectValues(page, typed)
    await expect(submitButton(page)).toBeEnabled()
    await expect(submitButton(page)).toHaveText('Enviar Mensagem')
    await expect(submitButton(page)).toBeFocused()
    expect(requests).toHaveLength(1)
    // In no-cors mode the browser reads no answer: nothing but the product's error path.
    await expect(page.getByRole('region', { name: contactFallback.title })).toHaveCount(0)
  })

  test('a request that hangs is given up after 15 s: the form cannot confirm it, and keeps the values', async ({
    page,
  }) => {
    await sendIntoSilence(page)

    await page.clock.runFor(SEND_TIMEOUT_MS - 1)
    await expect(submitButton(page)).toHaveText('Enviando...')
    await expect(toast(page, 'unconfirmed')).toHaveCount(0)

    // The message may have arrived: the form says it cannot confirm it, not that it failed.
    await page.clock.runFor(1)
    const { unconfirmed } = contactForm
    await expect(toast(page, 'unconfirmed').getByText(unconfirmed.title)).toBeVisible()
    await expect(toast(page, 'unconfirmed')).toContainText(unconfirmed.description)
    await expect(status(page)).toHaveText(`${unconfirmed.title}. ${unconfirmed.description}`)
    await expect(toast(page, 'error')).toHaveCount(0)
    await expectValues(page, valid)
    await expect(submitButton(page)).toBeEnabled()
    await expect
      .poll(async () => (await formEvents(page)).at(-1))
      .toMatchObject({ event: 'contact_form_submit_error', error_message: 'TimeoutError' })
  })

  test('a message holding half an emoji, as a broken paste leaves it, is sent with U+FFFD in its place', async ({
    page,
    pageErrors,
  }) => {
    const { webhookUrl } = await openForm(page)
    const requests = await routeWebhook(page, webhookUrl)
    await fill(page, { ...valid, message: '' })
    const half = '\uD83D'
    await insertText(page, 'message', `${valid.message} ${half}`)
    // The field holds the half itself.
    expect(
      await field(page, 'message').evaluate((element: HTMLTextAreaElement) =>
        element.value.isWellFormed(),
      ),
    ).toBe(false)
    await submitButton(page).click()

    await expect(toast(page, 'success').getByText(contactForm.success.title)).toBeVisible()
    expect(requests).toHaveLength(1)
    expect((await multipartFields(requests[0]!)).message).toBe(`${valid.message} \uFFFD`)
    expect(pageErrors).toEqual([])
  })

  test('when the connection drops before its rules load, the form says so and keeps the values', async ({
    page,
  }) => {
    const { webhookUrl } = await openForm(page)
    // The page is up; from here on no more of the site's code arrives.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
    const requests = await routeWebhook(page, webhookUrl)
    await fill(page, valid)
    await submitButton(page).click()
    await expect(status(page)).toHaveText(
      'Erro ao enviar mensagem. Por favor, tente novamente ou entre em contato por telefone.',
    )
    await expect(status(page)).toBeVisible()
    await expectValues(page, valid)
    await expect(submitButton(page)).toBeEnabled()
    expect(requests).toHaveLength(0)
  })

  test('a double click sends one message', async ({ page }) => {
    const { webhookUrl } = await openForm(page)
    const answer = deferred()
    const requests = await routeWebhook(page, webhookUrl, async (route) => {
      await answer.released
      await route.fulfill({ status: 200 })
    })
    await fill(page, valid)
    await submitButton(page).dblclick()
    await expect(submitButton(page)).toHaveText('Enviando...')
    answer.release()
    await expect(toast(page, 'success')).toBeVisible()
    expect(requests).toHaveLength(1)
    await expect
      .poll(() => formEventNames(page))
      .toEqual(['contact_page_view', 'contact_form_submit_attempt', 'contact_form_submit_success'])
  })

  test('a resubmit within 2 s is ignored; one after 2 s is sent', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T09:00:00-03:00') })
    const { webhookUrl } = await openForm(page)
    // Time stands still from here on unless the test moves it.
    await page.clock.pauseAt(new Date('2026-11-22T09:10:00-03:00'))
    const requests = await routeWebhook(page, webhookUrl, (route) => route.abort('failed'))
    const ignored = () =>
      page.waitForEvent('console', (message) =>
        message.text().includes('submission ignored (too soon)'),
      )

    await fill(page, valid)
    await submitButton(page).click()
    await expect(toast(page, 'error')).toBeVisible()
    expect(requests).toHaveLength(1)

    let log = ignored()
    await submitButton(page).click()
    await log
    await page.clock.runFor(1_999)
    log = ignored()
    await submitButton(page).click()
    await log
    expect(requests).toHaveLength(1)
    await expect(submitButton(page)).toBeEnabled()

    await page.clock.runFor(1)
    await submitButton(page).click()
    await expect.poll(() => requests.length).toBe(2)
    await expectValues(page, valid)
  })

  test('shows every validation message under its field, keeps what was typed, and shows markup as text', async ({
    page,
  }) => {
    const { webhookUrl } = await openForm(page)
    const requests = await routeWebhook(page, webhookUrl)

    // Nothing is checked before the first submission.
    await fill(page, { name: 'A' })
    await expectNoError(field(page, 'name'))

    await field(page, 'name').fill('')
    await submitButton(page).click()
    await expectError(field(page, 'name'), messages.nameTooShort)
    await expectError(field(page, 'phone'), messages.phoneInvalid)
    await expectError(field(page, 'email'), messages.emailInvalid)
    await expectError(field(page, 'message'), messages.messageTooShort)
    await expect(field(page, 'name')).toBeFocused()

    // After a submission each field is checked again as it changes.
    const cases: Array<[FieldName, string, string | null]> = [
      ['name', '   ', messages.nameTooShort],
      ['name', 'A', messages.nameTooShort],
      ['name', 'a'.repeat(101), messages.nameTooLong],
      ['name', 'a'.repeat(100), null],
      ['name', 'Zé', null],
      ['phone', '9'.repeat(9), messages.phoneInvalid],
      ['phone', '9'.repeat(21), messages.phoneInvalid],
      ['phone', '9'.repeat(10), null],
      ['phone', '9'.repeat(20), null],
      ['email', 'ana@', messages.emailInvalid],
      ['email', 'ana@empresa', messages.emailInvalid],
      ['email', `${'a'.repeat(241)}@empresa.com.br`, messages.emailTooLong],
      ['email', `${'a'.repeat(240)}@empresa.com.br`, null],
      ['message', 'm'.repeat(9), messages.messageTooShort],
      ['message', `  ${'m'.repeat(9)}  `, messages.messageTooShort],
      ['message', 'm'.repeat(1001), messages.messageTooLong],
      ['message', 'm'.repeat(1000), null],
    ]
    for (const [name, value, message] of cases) {
      await field(page, name).fill(value)
      if (message) await expectError(field(page, name), message)
      else await expectNoError(field(page, name))
      await expect(field(page, name)).toHaveValue(value)
    }

    // The first field still wrong gets the focus on the next submission.
    await fill(page, { name: valid.name, phone: '123', email: 'x', message: 'curta' })
    await field(page, 'name').focus()
    await submitButton(page).click()
    await expect(field(page, 'phone')).toBeFocused()
    await expectValues(page, { name: valid.name, phone: '123', email: 'x', message: 'curta' })
    expect(requests).toHaveLength(0)

    // Markup typed into a field shows as text, and leaves as typed.
    const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'
    await fill(page, { ...valid, name: '<b>Ana</b>', email: 'x<b>', message: markup })
    await submitButton(page).click()
    await expectError(field(page, 'email'), messages.emailInvalid)
    await expectValues(page, { name: '<b>Ana</b>', message: markup })
    await field(page, 'email').fill(valid.email)
    await submitButton(page).click()
    await expect(toast(page, 'success')).toBeVisible()
    expect(requests).toHaveLength(1)
    expect((await multipartFields(requests[0]!)).message).toBe(markup)
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false)
  })

  test('keeps what was typed across a reload, never the spam trap, and forgets it once sent', async ({
    page,
  }) => {
    const { webhookUrl } = await openForm(page)
    const requests = await routeWebhook(page, webhookUrl)
    const honeypot = page.locator('#chatbot form input[name="referencia"]')
    const typed = {
      name: '  Ana Souza',
      phone: '(31) 9888',
      email: '',
      message: 'Linha um.\nSão 40 estações <b>urgente</b> 🚀 ',
    }
    await fill(page, typed)
    await honeypot.fill('https://spam.example', { force: true })
    await expect.poll(async () => JSON.parse((await storedDraft(page)) ?? 'null')).toEqual(typed)

    await page.reload()
    await expect(page.locator('#chatbot form')).toHaveAttribute('novalidate', '')
    await expectValues(page, typed)
    await expect(honeypot).toHaveValue('')

    await fill(page, { phone: valid.phone, email: valid.email })
    await submitButton(page).click()
    await expect(toast(page, 'success')).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(await storedDraft(page)).toBeNull()
    await page.reload()
    await expect(page.locator('#chatbot form')).toHaveAttribute('novalidate', '')
    await expectValues(page, { name: '', phone: '', email: '', message: '' })
  })

  for (const [device, viewport, openMenu] of [
    ['desktop', { width: 1280, height: 800 }, async () => {}],
    [
      'phone',
      { width: 375, height: 740 },
      (page: Page) => page.getByRole('button', { name: 'Abrir menu' }).click(),
    ],
  ] as const) {
    test.describe(`on a ${device}`, () => {
      test.use({ viewport })

      test('keeps what was typed when the visitor goes elsewhere through the menu and comes back', async ({
        page,
      }) => {
        const menuLink = (name: string) =>
          page
            .getByRole('navigation', { name: 'Menu principal' })
            .getByRole('link', { name, exact: true })
        await openForm(page)
        const typed = { name: valid.name, phone: '', email: 'ana@', message: valid.message }
        await fill(page, typed)
        await page.evaluate(() => Object.assign(window, { sameDocument: true }))

        await openMenu(page)
        await menuLink('Sobre').click()
        await expect(page).toHaveURL('/sobre/')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          pageContent('about').hero.title,
        )
        await openMenu(page)
        await menuLink('Contato').click()
        await expect(page).toHaveURL('/contato/')
        await expectValues(page, typed)
        // The trip went through the site's own navigation, without loading a page.
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
      })
    })
  }

  for (const [situation, script] of [
    [
      'blocked',
      () => {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      },
    ],
    [
      'full',
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
      },
    ],
  ] as const) {
    test(`still sends, with a session id, when storage is ${situation}`, async ({
      page,
      pageErrors,
    }) => {
      await rememberConsent(page, 'granted')
      await page.addInitScript(script)
      const { webhookUrl } = await openForm(page)
      const requests = await routeWebhook(page, webhookUrl)
      await fill(page, valid)
      await submitButton(page).click()
      await expect(toast(page, 'success')).toBeVisible()
      expect(requests).toHaveLength(1)
      await expect
        .poll(() => formEventNames(page))
        .toEqual([
          'contact_page_view',
          'contact_form_submit_attempt',
          'contact_form_submit_success',
        ])
      const events = await formEvents(page)
      const sessionIds = new Set(events.map((entry) => entry.session_id))
      expect(sessionIds.size).toBe(1)
      expect([...sessionIds][0]).toMatch(/^[0-9a-f-]{36}$/)
      expect(pageErrors).toEqual([])
    })
  }

  test('keeps one session per tab, and reports the page view once and each attempt with its outcome and ids', async ({
    page,
    context,
  }) => {
    await rememberConsent(page, 'granted')
    await page.clock.install()
    const { webhookUrl } = await openForm(page)
    let fail = true
    await routeWebhook(page, webhookUrl, (route) =>
      fail ? route.abort('failed') : route.fulfill({ status: 200 }),
    )
    const session = await storedSession(page)
    // The record the product fixes: the id for the analytics events, when the visit began,
    // the device as the browser describes it, and the host the form sends.
    const { locale, timezoneId } = test.info().project.use
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/),
      startTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      deviceInfo: {
        userAgent: await page.evaluate(() => navigator.userAgent),
        screen: expect.stringMatching(/^[1-9]\d*x[1-9]\d*$/),
        language: locale,
        timezone: timezoneId,
        platform: expect.stringMatching(/\S/),
      },
      dominioFormulario: 'localhost',
    })
    expect(Date.parse(session.startTime)).toBeLessThanOrEqual(await page.evaluate(() => Date.now()))
    const { sessionId } = session
    const where = await pageContext(page)

    await expect
      .poll(() => formEvents(page))
      .toEqual([
        {
          event: 'contact_page_view',
          form_id: 'contact_form',
          session_id: sessionId,
          ...where,
        },
      ])

    // An invalid form is not an attempt.
    await submitButton(page).click()
    await expect(field(page, 'name')).toBeFocused()
    expect(await formEvents(page)).toHaveLength(1)

    await fill(page, valid)
    await submitButton(page).click()
    await expect(toast(page, 'error')).toBeVisible()
    await page.clock.fastForward(SUBMIT_INTERVAL_MS)
    fail = false
    await submitButton(page).click()
    await expect(toast(page, 'success')).toBeVisible()

    await expect
      .poll(() => formEventNames(page))
      .toEqual([
        'contact_page_view',
        'contact_form_submit_attempt',
        'contact_form_submit_error',
        'contact_form_submit_attempt',
        'contact_form_submit_success',
      ])
    const events = await formEvents(page)
    for (const entry of events.slice(1)) {
      expect(entry).toMatchObject({
        form_id: 'contact_form',
        session_id: sessionId,
        ...where,
      })
    }
    const [, firstAttempt, error, secondAttempt, success] = events
    expect(error!.submission_id).toBe(firstAttempt!.submission_id)
    expect(error!.error_message).toEqual(expect.any(String))
    expect(success!.submission_id).toBe(secondAttempt!.submission_id)
    expect(secondAttempt!.submission_id).not.toBe(firstAttempt!.submission_id)
    expect(firstAttempt!.submission_id).toMatch(/^[0-9a-f-]{36}$/)

    // A new page load is a new page view, in the same session, which the tab keeps.
    await page.reload()
    await expect(page.locator('#chatbot form')).toHaveAttribute('novalidate', '')
    await expect
      .poll(() => formEvents(page))
      .toEqual([
        {
          event: 'contact_page_view',
          form_id: 'contact_form',
          session_id: sessionId,
          ...where,
        },
      ])
    expect(await storedSession(page)).toEqual(session)

    // Another tab starts its own.
    const other = await context.newPage()
    await openForm(other)
    const otherSession = await storedSession(other)
    expect(otherSession.sessionId).not.toBe(sessionId)
    expect(await storedSession(page)).toEqual(session)
  })

  test('the session id goes with the events only once the visitor accepts analytics', async ({
    page,
  }) => {
    await page.clock.install()
    const { webhookUrl } = await openForm(page)
    await routeWebhook(page, webhookUrl)
    const { sessionId } = await storedSession(page)
    const banner = page.getByRole('region', { name: consentBanner.title })
    const sessionIds = async () => (await formEvents(page)).map((entry) => entry.session_id)

    // Before any answer, and after "Rejeitar", the events go out without it.
    await expect.poll(() => formEventNames(page)).toEqual(['contact_page_view'])
    await banner.getByRole('button', { name: consentBanner.reject }).click()
    await fill(page, valid)
    await submitButton(page).click()
    await expect(toast(page, 'success')).toBeVisible()
    await expect.poll(() => formEvents(page)).toHaveLength(3)
    expect(await sessionIds()).toEqual([undefined, undefined, undefined])

    // Accepted from the footer, the next send carries the tab's session id.
    await page.getByRole('contentinfo').getByRole('button', { name: consentBanner.reopen }).click()
    await banner.getByRole('button', { name: consentBanner.accept }).click()
    await page.clock.fastForward(SUBMIT_INTERVAL_MS)
    await fill(page, valid)
    await submitButton(page).click()
    await expect.poll(() => formEvents(page)).toHaveLength(5)
    expect(await sessionIds()).toEqual([undefined, undefined, undefined, sessionId, sessionId])
  })

  test('a filled honeypot pretends success and sends nothing', async ({ page }) => {
    const { webhookUrl } = await openForm(page)
    const requests = await routeWebhook(page, webhookUrl)
    const honeypot = page.locator('#chatbot form input[name="referencia"]')

    // People never see it nor reach it with the keyboard.
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(honeypot).not.toBeInViewport()
    await expect(
      page.locator('#chatbot [aria-hidden="true"] input[name="referencia"]'),
    ).toHaveCount(1)
    await expect(page.getByRole('textbox', { name: 'Deixe este campo em branco' })).toHaveCount(0)
    await field(page, 'message').focus()
    await page.keyboard.press('Tab')
    await expect(submitButton(page)).toBeFocused()

    // A bot fills everything, once the page view has landed: any event of its own would
    // land right after it.
    await expect.poll(() => formEventNames(page)).toEqual(['contact_page_view'])
    await fill(page, valid)
    await honeypot.fill('https://spam.example', { force: true })
    await submitButton(page).click()
    await expect(toast(page, 'success')).toBeVisible()
    await expectValues(page, { name: '', phone: '', email: '', message: '' })
    expect(requests).toHaveLength(0)
    expect(await formEventNames(page)).toEqual(['contact_page_view'])
  })

  test('passes an accessibility audit with errors and with a toast showing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { webhookUrl } = await openForm(page)
    await routeWebhook(page, webhookUrl, (route) => route.abort('failed'))
    const audit = () => accessibilityViolations(page, ['#chatbot', '[data-toast]'])
    await submitButton(page).click()
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true')
    expect(await audit()).toEqual([])

    await fill(page, valid)
    await submitButton(page).click()
    await expect(toast(page, 'error')).toBeVisible()
    expect(await audit()).toEqual([])
  })
})

test.describe('contact form without scripts', () => {
  test('is a real multipart form to the webhook, with the limits of the scripted form: too short, too long or not an e-mail never leaves', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/contato/')
    const form = page.locator('#chatbot form')
    await expect(form).not.toHaveAttribute('novalidate')
    await expect(form).toHaveAttribute('method', 'post')
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    const webhookUrl = (await form.getAttribute('action'))!
    expect(webhookUrl).toMatch(/^https?:\/\/.+/)
    for (const name of ['name', 'phone', 'email', 'message'] as const) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('id', /.+/)
      await expect(field(page, name)).toHaveAttribute('name', name)
    }
    const hostname = form.locator('input[type="hidden"][name="dominio_formulario"]')
    await expect(hostname).toHaveValue(/^[a-z0-9.-]+$/)
    const noScriptHostname = await hostname.inputValue()

    const limits: Record<FieldName, [string | null, string]> = {
      name: ['2', '100'],
      phone: ['10', '20'],
      email: [null, '255'],
      message: ['10', '1000'],
    }
    for (const [name, [min, max]] of Object.entries(limits)) {
      const control = field(page, name as FieldName)
      await expect(control).toHaveAttribute('required', '')
      if (min) await expect(control).toHaveAttribute('minlength', min)
      else await expect(control).not.toHaveAttribute('minlength')
      await expect(control).toHaveAttribute('maxlength', max)
    }
    await expect(field(page, 'email')).toHaveAttribute('type', 'email')

    const requests = await routeWebhook(page, webhookUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Recebido</p>' }),
    )
    /** Presses send and reports which field the browser refused, if any. */
    const refusedField = async () => {
      await submitButton(page).click()
      return form.evaluate((element: HTMLFormElement) => element.querySelector(':invalid')?.id)
    }

    await fill(page, { ...valid, name: 'A' })
    expect(await refusedField()).toBe('contact-name')
    await fill(page, { name: valid.name, phone: '9'.repeat(9) })
    expect(await refusedField()).toBe('contact-phone')
    await fill(page, { phone: valid.phone, email: 'ana@' })
    expect(await refusedField()).toBe('contact-email')
    await fill(page, { email: valid.email, message: 'm'.repeat(9) })
    expect(await refusedField()).toBe('contact-message')
    expect(requests).toHaveLength(0)

    // Typing stops at each maximum, so an over-long value cannot even be entered.
    await fill(page, {
      name: 'a'.repeat(101),
      phone: '9'.repeat(21),
      message: 'm'.repeat(1001),
    })
    await expectValues(page, {
      name: 'a'.repeat(100),
      phone: '9'.repeat(20),
      message: 'm'.repeat(1000),
    })
    await field(page, 'email').fill(`${'a'.repeat(241)}@empresa.com.br`)
    await expect(field(page, 'email')).toHaveValue(`${'a'.repeat(241)}@empresa.com.b`)

    // A valid message leaves as the browser's own multipart POST, every field in it.
    await fill(page, valid)
    await submitButton(page).click()
    await expect(page.getByText('Recebido')).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method()).toBe('POST')
    expect(await multipartFields(requests[0]!)).toEqual({
      ...valid,
      dominio_formulario: noScriptHostname,
      referencia: '',
    })
    await context.close()
  })
})
