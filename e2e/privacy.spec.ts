import type { Page } from '@playwright/test'

import { addressLines, company, privacyEmailHref, privacyOfficer } from '../content/company/company'
import { privacyOfficerWords } from '../content/company/company-details'
import { consentBanner } from '../content/texts/consent'
import { pageContent } from '../content/registry/page-content'
import { chatConversationKey, chatVendorStorage } from '../lib/chat'
import { CONSENT_STORAGE_KEY } from '../lib/consent'
import { DRAFT_STORAGE_KEY } from '../lib/contact/draft'
import { SESSION_STORAGE_KEY } from '../lib/contact/session'
import { env } from '../lib/env'
import { chatPanel, serveChatVendor, vendorModule, WIDGET_WAIT } from './chat-vendor'
import { expect, open, test } from './fixtures'

const POLICY = '/politica-de-privacidade/'

test('the privacy policy says who controls the data, why, with whom, for how long and how to ask', async ({
  page,
}) => {
  await page.goto(POLICY)
  const main = page.getByRole('main')
  // The five sections it has always had, and what the LGPD and the ANPD's guides add.
  for (const title of [
    'Quem é o responsável pelos seus dados',
    'Coleta e uso de informações pessoais',
    'Bases legais',
    'Compartilhamento de informações',
    'Por quanto tempo guardamos os dados',
    'Segurança',
    'Cookies e armazenamento no navegador',
    'Consentimento',
    'Seus direitos',
    'Encarregado pelo tratamento de dados',
    'Atualizações desta política',
  ]) {
    await expect(main.getByRole('heading', { name: title, level: 2 })).toBeVisible()
    // The table of contents leads to each section.
    await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      /^#[a-z-]+$/,
    )
  }
  await expect(page.getByText(/Última atualização: \d{1,2} de [a-zç]+ de \d{4}/)).toBeVisible()

  // The law, by its full name at its first mention.
  await expect(main.getByRole('paragraph').filter({ hasText: 'LGPD' }).first()).toContainText(
    'Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD)',
  )

  // The controller, with its registration and address.
  await expect(main).toContainText(
    `${company.legalName}, CNPJ ${company.cnpj}, com sede na ${addressLines[0]}`,
  )

  // Each source of data, and a legal basis for each purpose.
  for (const source of [
    'Formulário de contato',
    'Informações da visita',
    'Eventos de navegação',
    'Chat',
    'Cookies de análise',
  ]) {
    await expect(main.getByRole('term').filter({ hasText: source }).first()).toBeVisible()
  }
  const bases = main.getByRole('table', { name: 'Finalidades e bases legais' })
  for (const basis of ['art. 7º, V', 'art. 7º, I)', 'art. 7º, IX']) {
    await expect(bases).toContainText(basis)
  }
  // A message from a company's employee rests on legitimate interest, weighed as art. 10 asks;
  // so does the chat every page loads, whose requests are the company's own processing.
  await expect(bases.getByRole('row', { name: /formulário de contato/ })).toContainText(
    'Legítimo interesse',
  )
  await expect(
    bases.getByRole('row', { name: /Carregar o chat em todas as páginas/ }),
  ).toContainText('Legítimo interesse')
  const legalBases = main.getByRole('region', { name: 'Bases legais' })
  await expect(legalBases).toContainText(
    'ponderamos esse interesse com os seus direitos e liberdades (art. 7º, IX, e art. 10 da LGPD) e mantemos essa ponderação registrada',
  )
  await expect(legalBases).toContainText('(art. 10, § 3º)')
  // The visit record: what leaves the browser, and what nothing reads.
  await expect(
    main.getByRole('definition').filter({ hasText: 'registro da visita' }),
  ).toContainText('nenhuma parte do site os lê nem os envia')
  await expect(main).toContainText('art. 14 da LGPD')

  // Who receives the data, and that some of it leaves Brazil.
  const sharing = main.getByRole('region', { name: 'Compartilhamento de informações' })
  // Operators, under contract, apart from the third parties the browser reaches itself.
  const lists = sharing.locator('dl')
  await expect(lists).toHaveCount(2)
  const [operators, controllers] = [lists.first(), lists.last()]
  for (const operator of [
    'Cloudflare (hospedagem do site)',
    'Automação do formulário',
    'Chaindesk',
    'Google Tag Manager',
  ])
    await expect(operators.getByRole('term').filter({ hasText: operator })).toBeVisible()
  for (const controller of ['jsDelivr', 'Google Fonts', 'WhatsApp'])
    await expect(controllers.getByRole('term').filter({ hasText: controller })).toBeVisible()
  await expect(controllers).toContainText('endereço IP')
  // Where each operator takes the data, on what safeguard, and that it can be asked for.
  await expect(sharing).toContainText('fora do Brasil')
  await expect(sharing).toContainText('Estados Unidos')
  await expect(operators.getByRole('definition')).toHaveCount(4)
  for (const operator of await operators.getByRole('definition').all())
    await expect(operator).toContainText('Garantia da transferência:')
  await expect(sharing).toContainText('art. 33 da LGPD')
  await expect(sharing).toContainText('Resolução CD/ANPD nº 19/2024')
  await expect(sharing).toContainText('Você pode pedir ao encarregado o texto dessas garantias')
  // What the chat makes the browser send to jsDelivr and Google Fonts is the company's doing,
  // a transfer of its own with a safeguard each; WhatsApp gets data only if the visitor chooses.
  await expect(sharing).toContainText(`é um tratamento de dados da ${company.name} (art. 5º, X`)
  await expect(
    controllers.getByRole('definition').filter({ hasText: 'Garantia da transferência:' }),
  ).toHaveCount(2)
  for (const policy of [
    'https://www.jsdelivr.com/terms/privacy-policy-jsdelivr-net',
    'https://policies.google.com/privacy',
    'https://www.whatsapp.com/legal/privacy-policy',
  ])
    await expect(sharing.locator(`a[href="${policy}"]`)).toBeVisible()

  // How long each kind is kept.
  const retention = main.getByRole('region', { name: 'Por quanto tempo guardamos os dados' })
  await expect(retention.getByRole('listitem')).toHaveCount(8)
  // The messages the site's database keeps until the automation takes them, and after.
  await expect(
    retention.getByRole('listitem').filter({ hasText: 'banco de dados do site' }),
  ).toContainText(`${company.messageRetentionDays} dias`)
  // The access logs: who keeps them, and for how long.
  await expect(
    retention.getByRole('listitem').filter({ hasText: 'Registros de acesso' }),
  ).toContainText('Cloudflare')

  // Every right of art. 18, how to use them, the reply period and the ANPD.
  const rights = main.getByRole('region', { name: 'Seus direitos' })
  await expect(rights.getByRole('listitem')).toHaveCount(10)
  await expect(rights).toContainText('a oposição a um tratamento')
  await expect(rights).toContainText('em até 15 dias a contar do pedido (art. 19 da LGPD)')
  await expect(rights.getByRole('link', { name: 'gov.br/anpd' })).toHaveAttribute(
    'href',
    'https://www.gov.br/anpd/pt-br',
  )

  // The data protection officer: the channel between the company, visitors and the ANPD,
  // with the company still the one responsible.
  const officer = main.getByRole('region', { name: 'Encarregado pelo tratamento de dados' })
  await expect(officer).toContainText('canal de comunicação')
  await expect(officer).toContainText(`a ${company.name} continua responsável`)
  const { email } = company.privacyOfficer
  await expect(officer).toContainText(privacyOfficer)
  await expect(officer.getByRole('link', { name: email })).toHaveAttribute('href', privacyEmailHref)

  // The cookie choice, how to withdraw consent, and the control itself in the footer, each
  // named as the banner and the footer name them.
  const consent = main.getByRole('region', { name: 'Consentimento' })
  await expect(consent).toContainText(consentBanner.accept)
  await expect(consent).toContainText(consentBanner.reject)
  await expect(consent).toContainText('Cookies de publicidade ficam sempre desligados')
  await expect(consent).toContainText('sinais sem cookies')
  // After "Rejeitar" Google still gets the address, never a cookie or a lasting identifier.
  await expect(consent).toContainText('nenhum cookie nem identificador persistente')
  await expect(consent).toContainText('O Google ainda recebe o seu endereço IP')
  await expect(consent).toContainText(
    'os cookies de análise já gravados no seu navegador são apagados',
  )
  await expect(consent).toContainText(`“${consentBanner.reopen}”, no rodapé`)
  await expect(consent.getByRole('link', { name: email })).toBeVisible()
  const banner = page.getByRole('region', { name: consentBanner.title })
  await banner.getByRole('button', { name: consentBanner.reject }).click()
  await expect(banner).toBeHidden()
  await page.getByRole('contentinfo').getByRole('button', { name: consentBanner.reopen }).click()
  await expect(banner).toBeVisible()

  await page.getByRole('link', { name: 'Voltar ao Início' }).first().click()
  await expect(page).toHaveURL('/')
})

/** Where the cookie table's rows are read from: the policy as a visitor sees it. */
async function cookieTable(page: Page) {
  const table = page.getByRole('table', { name: 'Cookies e dados guardados no navegador' })
  const rows = await table.locator('tbody tr').all()
  return Promise.all(
    rows.map(async (row) => ({
      name: (await row.locator('th').textContent())!.trim(),
      supplier: (await row.locator('td').first().textContent())!.trim(),
    })),
  )
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A table name matches a stored key; a `<…>` part (a site's or an agent's id) matches any. */
const names = (name: string, key: string) =>
  new RegExp(
    `^${name
      .split(/<[^>]+>/)
      .map(escaped)
      .join('.+')}$`,
  ).test(key)

test('everything the browser holds after a visit is in the cookie table, and each item of the site and the chat the table names is there', async ({
  page,
}) => {
  await serveChatVendor(page, vendorModule({ delayMs: 0 }))
  await open(page, '/contato/')
  await page
    .getByRole('region', { name: consentBanner.title })
    .getByRole('button', { name: consentBanner.accept })
    .click()
  // The contact form's session record and draft.
  await page.getByRole('textbox', { name: 'Nome' }).fill('Maria Souza')
  await page
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Preciso de suporte para dez computadores.')
  // A question to the chat's assistant, answered.
  await page.getByRole('button', { name: 'Abrir o chat' }).click(WIDGET_WAIT)
  await page.getByRole('textbox', { name: chatPanel.question }).fill('Vocês atendem aos sábados?')
  await page.getByRole('button', { name: chatPanel.send }).click()
  await expect(page.getByRole('log')).toContainText(chatPanel.answer)

  await page.goto(POLICY)
  const held = async () => {
    const stored = await page.evaluate(() =>
      [window.localStorage, window.sessionStorage].flatMap((storage) =>
        Array.from({ length: storage.length }, (_, index) => storage.key(index)!),
      ),
    )
    const cookies = (await page.context().cookies()).map(({ name }) => name)
    return [...stored, ...cookies].sort()
  }
  // What the visit wrote, each where the code keeps it, before comparing with the table.
  const expectedKeys = [
    CONSENT_STORAGE_KEY,
    SESSION_STORAGE_KEY,
    DRAFT_STORAGE_KEY,
    chatVendorStorage.visitor,
    chatConversationKey(env.chatAgentId),
    chatVendorStorage.rateLimit,
  ]
  await expect.poll(held).toEqual(expect.arrayContaining(expectedKeys))
  const keys = await held()
  const table = await cookieTable(page)

  // Every key the browser holds is named in the table...
  for (const key of keys)
    expect(
      table.map(({ name }) => name).filter((name) => names(name, key)),
      key,
    ).toHaveLength(1)
  // ...and every row of the company's or the chat's is something the visit left there.
  // Google Analytics' cookies come only from Google's own script, which tests never load.
  const ours = table.filter(({ supplier }) => supplier !== 'Google Analytics')
  expect(table.length - ours.length).toBe(2)
  for (const { name } of ours)
    expect(
      keys.filter((key) => names(name, key)),
      name,
    ).toHaveLength(1)
  // Tag Manager sets no cookie; Google Analytics does, and only after "Aceitar".
  await expect(
    page
      .getByRole('table', { name: 'Cookies e dados guardados no navegador' })
      .getByRole('row', { name: new RegExp(`_ga .*Só com “${consentBanner.accept}”`) }),
  ).toBeVisible()
})

test('on a 375 px phone the legal bases read without sideways scrolling and the cookie table scrolls in its own region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(POLICY)
  const bases = page.getByRole('table', { name: 'Finalidades e bases legais' })
  const basesBox = (await bases.boundingBox())!
  expect(basesBox.x).toBeGreaterThanOrEqual(0)
  expect(basesBox.x + basesBox.width).toBeLessThanOrEqual(375)
  const cookies = page.getByRole('region', { name: 'Cookies e dados guardados no navegador' })
  // It takes keyboard focus, so it scrolls without a pointer.
  await cookies.focus()
  await expect(cookies).toBeFocused()
  expect(await cookies.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
})

test('the data protection officer, by name and e-mail, is in the footer of every page and among the contact page’s channels', async ({
  page,
}) => {
  const { email } = company.privacyOfficer
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(`${privacyOfficerWords.title}:`)).toBeVisible()
  await expect(footer.getByText(privacyOfficer)).toBeVisible()
  await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', privacyEmailHref)
  // Beside the company's facts, not among the quick links the product fixes.
  await expect(
    footer.getByRole('navigation', { name: 'Links Rápidos' }).getByText(email),
  ).toHaveCount(0)

  await page.goto('/contato/')
  const channels = page.getByRole('region', { name: pageContent('contact').channels.title })
  const officer = channels
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: privacyOfficerWords.title, level: 3 }) })
  await expect(officer.getByText(privacyOfficer, { exact: true })).toBeVisible()
  await expect(officer.getByRole('link', { name: email })).toHaveAttribute('href', privacyEmailHref)
  await expect(officer).toContainText(pageContent('contact').channels.privacyOfficerNote)
})
