import type { Locator, Page } from '@playwright/test'

import { company } from '../content/company/company'
import { pageContent } from '../content/registry/page-content'
import { rememberConsent } from './data-layer'
import { expect, open, test } from './fixtures'

// Every step below goes through page.keyboard only: no clicks, no fill(), no focus().

test.beforeEach(async ({ page }) => {
  // A returning visitor: the cookie banner is answered and stays out of the way.
  await rememberConsent(page, 'denied')
})

function isFocused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement)
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeAttached()
  for (let presses = 0; presses < max && !(await isFocused(target)); presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * The focused control shows where focus is: it has the focus, matches :focus-visible, is
 * on screen, and draws an outline of at least 2 px or a shadow. Read in one go, as each
 * round trip to the browser counts on a busy machine.
 */
async function expectFocusRing(target: Locator) {
  const shows = () =>
    target.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      return {
        focused: element === document.activeElement,
        focusVisible: element.matches(':focus-visible'),
        onScreen:
          box.width > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth,
        ring: outline || style.boxShadow !== 'none',
      }
    })
  await expect
    .poll(shows)
    .toEqual({ focused: true, focusVisible: true, onScreen: true, ring: true })
}

/** Moves focus with `key` and checks it landed on `target`, with a visible ring. */
async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key)
  await expectFocusRing(target)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens, is walked through and closes from the keyboard', async ({ page }) => {
    await open(page, '/')
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' })
    await press(page, 'Tab', skip)
    await press(page, 'Tab', page.getByRole('banner').getByRole('link', { name: company.name }))
    await press(page, 'Tab', page.getByRole('link', { name: 'Conversar pelo WhatsApp' }))
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await press(page, 'Tab', toggle)

    await page.keyboard.press('Enter')
    const panel = page.locator('#menu-mobile')
    await expect(panel).toBeVisible()
    const close = page.getByRole('button', { name: 'Fechar menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expectFocusRing(close)

    const items = ['Home', 'Sobre', 'Serviços', 'Contato', 'Falar com Especialista']
    for (const name of items) {
      await press(page, 'Tab', panel.getByRole('link', { name, exact: true }))
    }
    await press(page, 'Shift+Tab', panel.getByRole('link', { name: 'Contato', exact: true }))

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expectFocusRing(page.getByRole('button', { name: 'Abrir menu' }))

    // Space opens it too; Enter on a link goes to that page and closes the menu.
    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    await press(page, 'Tab', panel.getByRole('link', { name: 'Home', exact: true }))
    await press(page, 'Tab', panel.getByRole('link', { name: 'Sobre', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/sobre/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      pageContent('about').hero.title,
    )
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('before the page’s scripts run, the menu opens and closes from the keyboard', async ({
    page,
  }) => {
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'))
    await page.goto('/')
    await press(page, 'Tab', page.getByRole('link', { name: 'Pular para o conteúdo' }))
    await press(page, 'Tab', page.getByRole('banner').getByRole('link', { name: company.name }))
    await press(page, 'Tab', page.getByRole('link', { name: 'Conversar pelo WhatsApp' }))
    await press(page, 'Tab', page.getByRole('button', { name: 'Abrir menu' }))

    await page.keyboard.press('Enter')
    const panel = page.locator('#menu-mobile')
    await expect(panel).toBeVisible()
    await expectFocusRing(page.getByRole('button', { name: 'Fechar menu' }))
    await press(page, 'Tab', panel.getByRole('link', { name: 'Home', exact: true }))
    await press(page, 'Tab', panel.getByRole('link', { name: 'Sobre', exact: true }))

    // The browser closes the popover and puts focus back on its toggle by itself.
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expectFocusRing(page.getByRole('button', { name: 'Abrir menu' }))

    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    await press(page, 'Tab', panel.getByRole('link', { name: 'Home', exact: true }))
    await press(page, 'Tab', panel.getByRole('link', { name: 'Sobre', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/sobre/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      pageContent('about').hero.title,
    )
    await expect(panel).toBeHidden()
  })
})

test('the testimonials are changed and paused from the keyboard', async ({ page }) => {
  await open(page, '/')
  const carousel = page.locator('[aria-roledescription="carousel"]')
  const slides = carousel.locator('[aria-roledescription="slide"]')
  const dot = (n: number) => carousel.getByRole('button', { name: `Ir para o depoimento ${n}` })
  const current = async (n: number) => {
    await expect(dot(n)).toHaveAttribute('aria-current', 'true')
    await expect(slides.nth(n - 1)).not.toHaveAttribute('inert')
  }

  const previous = carousel.getByRole('button', { name: 'Depoimento anterior' })
  await tabTo(page, previous)
  await expectFocusRing(previous)
  // The slider has started, now that focus brought it on screen: the slides out of view
  // have been made unreachable.
  await expect(slides.nth(1)).toHaveAttribute('inert')
  for (let n = 1; n <= 5; n++) await press(page, 'Tab', dot(n))
  const next = carousel.getByRole('button', { name: 'Próximo depoimento' })
  await press(page, 'Tab', next)

  await page.keyboard.press('Enter')
  await current(2)
  await page.keyboard.press('Space')
  await current(3)
  await expectFocusRing(next)

  await press(page, 'Shift+Tab', dot(5))
  await page.keyboard.press('Enter')
  await current(5)
  await press(page, 'Shift+Tab', dot(4))
  await press(page, 'Shift+Tab', dot(3))
  await press(page, 'Shift+Tab', dot(2))
  await press(page, 'Shift+Tab', dot(1))
  await press(page, 'Shift+Tab', previous)
  await page.keyboard.press('Enter')
  await current(4)

  await press(page, 'Tab', dot(1))
  const pause = carousel.getByRole('button', { name: 'Pausar a troca automática de depoimentos' })
  await tabTo(page, pause)
  await expectFocusRing(pause)
  await page.keyboard.press('Enter')
  const play = carousel.getByRole('button', { name: 'Retomar a troca automática de depoimentos' })
  await expectFocusRing(play)
  await page.keyboard.press('Space')
  await expectFocusRing(pause)
})

test('the contact form is filled, checked and sent from the keyboard', async ({ page }) => {
  await open(page, '/contato/')
  const form = page.locator('#chatbot form')
  await expect(form).toHaveAttribute('novalidate', '')
  const sent: string[] = []
  await page.route((await form.getAttribute('action'))!, async (route) => {
    sent.push(route.request().method())
    await route.fulfill({ status: 200 })
  })
  const field = (name: string) => form.getByRole('textbox', { name, exact: true })

  await tabTo(page, field('Nome'))
  await expectFocusRing(field('Nome'))
  await page.keyboard.type('A')
  await press(page, 'Tab', field('Telefone'))
  await page.keyboard.type('123')
  await press(page, 'Tab', field('E-mail'))
  await page.keyboard.type('ana@')
  await press(page, 'Tab', field('Mensagem'))
  await page.keyboard.type('Curta')
  // Enter in a text field sends the form, as browsers do.
  await press(page, 'Shift+Tab', field('E-mail'))
  await page.keyboard.press('Enter')

  for (const message of [
    'Nome deve ter pelo menos 2 caracteres',
    'Telefone inválido',
    'E-mail inválido',
    'Mensagem deve ter pelo menos 10 caracteres',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  // Focus goes to the first field to correct.
  await expectFocusRing(field('Nome'))
  expect(sent).toEqual([])

  const corrections: [string, string][] = [
    ['Nome', 'Ana Souza'],
    ['Telefone', '(31) 98888-7777'],
    ['E-mail', 'ana@empresa.com.br'],
    ['Mensagem', 'Precisamos de suporte para 40 estações de trabalho.'],
  ]
  for (const [index, [name, value]] of corrections.entries()) {
    if (index > 0) await press(page, 'Tab', field(name))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(value)
  }
  await expect(form.getByText('Nome deve ter pelo menos 2 caracteres')).toBeHidden()

  const submit = form.getByRole('button', { name: 'Enviar Mensagem' })
  await tabTo(page, submit)
  await expectFocusRing(submit)
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-toast="success"]')).toContainText('Mensagem enviada!')
  expect(sent).toEqual(['POST'])
  await expect(field('Nome')).toHaveValue('')
})
