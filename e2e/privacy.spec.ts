import { addressLines, company, privacyEmailHref } from '../content/company'
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
  for (const basis of ['art. 7º, V', 'art. 7º, I)', 'art. 7º, IX', 'art. 7º, II']) {
    await expect(bases).toContainText(basis)
  }
  // A message from a company's employee rests on legitimate interest, weighed as art. 10 asks.
  await expect(bases.getByRole('row', { name: /formulário de contato/ })).toContainText(
    'Legítimo interesse',
  )
  const legalBases = main.getByRole('region', { name: 'Bases legais' })
  await expect(legalBases).toContainText('art. 10 da LGPD')
  await expect(main).toContainText('art. 14 da LGPD')

  // Who receives the data, and that some of it leaves Brazil.
  const sharing = main.getByRole('region', { name: 'Compartilhamento de informações' })
  for (const recipient of [
    'Serviço de automação do formulário',
    'Chaindesk',
    'Google Tag Manager',
    'jsDelivr',
    'Google Fonts',
    'Provedor de hospedagem',
    'WhatsApp',
  ]) {
    await expect(sharing.getByRole('term').filter({ hasText: recipient })).toBeVisible()
  }
  await expect(sharing).toContainText('fora do Brasil')
  await expect(sharing).toContainText('art. 33 da LGPD')
  await expect(sharing).toContainText('cláusulas-padrão contratuais aprovadas pela ANPD')

  // How long each kind is kept.
  const retention = main.getByRole('region', { name: 'Por quanto tempo guardamos os dados' })
  await expect(retention.getByRole('listitem')).toHaveCount(6)

  // Every right of art. 18, how to use them, the reply period and the ANPD.
  const rights = main.getByRole('region', { name: 'Seus direitos' })
  await expect(rights.getByRole('listitem')).toHaveCount(10)
  await expect(rights).toContainText('a oposição a um tratamento')
  await expect(rights).toContainText('em até 15 dias a contar do pedido (art. 19 da LGPD)')
  await expect(rights.getByRole('link', { name: 'gov.br/anpd' })).toHaveAttribute(
    'href',
    'https://www.gov.br/anpd/pt-br',
  )

  // The data protection officer and the channel to reach them.
  const officer = main.getByRole('region', { name: 'Encarregado pelo tratamento de dados' })
  const { privacyOfficer } = company
  await expect(officer).toContainText(privacyOfficer.name)
  await expect(officer.getByRole('link', { name: privacyOfficer.email })).toHaveAttribute(
    'href',
    privacyEmailHref,
  )

  // The cookie choice, how to withdraw consent, and the control itself in the footer.
  const consent = main.getByRole('region', { name: 'Consentimento' })
  await expect(consent).toContainText('Aceitar')
  await expect(consent).toContainText('Rejeitar')
  await expect(consent).toContainText('Cookies de publicidade ficam sempre desligados')
  await expect(consent).toContainText('sinais sem cookies')
  await expect(consent).toContainText(
    'os cookies de análise já gravados no seu navegador são apagados',
  )
  await expect(consent).toContainText('“Preferências de cookies”, no rodapé')
  await expect(consent.getByRole('link', { name: privacyOfficer.email })).toBeVisible()
  const banner = page.getByRole('region', { name: 'Sua privacidade' })
  await banner.getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner).toBeHidden()
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click()
  await expect(banner).toBeVisible()

  await page.getByRole('link', { name: 'Voltar ao Início' }).first().click()
  await expect(page).toHaveURL('/')
})

test('the cookie table names everything the site keeps in the browser; on a 375 px phone the legal bases read without sideways scrolling and the cookie table scrolls in its own region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await open(page, '/contato/')
  await page.getByRole('button', { name: 'Aceitar' }).click()
  await page.getByRole('textbox', { name: 'Nome' }).fill('Maria Souza')
  await page
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Preciso de suporte para dez computadores.')
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.length + window.localStorage.length))
    .toBeGreaterThanOrEqual(2)
  const stored = await page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.key(index)!),
    ),
  )

  await page.goto(POLICY)
  const table = page.getByRole('table', { name: 'Cookies e dados guardados no navegador' })
  const names = (await table.locator('tbody th').allTextContents()).map((name) => name.trim())
  for (const key of stored) expect(names).toContain(key)
  // Tag Manager sets no cookie; Google Analytics does, and only after "Aceitar".
  await expect(table.getByRole('row', { name: /_ga .*Só com “Aceitar”/ })).toBeVisible()

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
