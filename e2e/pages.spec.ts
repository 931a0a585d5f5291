import { accessibilityViolations, expect, routes, test } from './fixtures'

test.describe('every page', () => {
  for (const route of routes) {
    test(`${route.path} renders its content without errors`, async ({ page, pageErrors }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
      await page.waitForLoadState('networkidle')
      expect(pageErrors).toEqual([])
    })

    test(`${route.path} passes an automated accessibility audit`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(route.path)
      expect(await accessibilityViolations(page)).toEqual([])
    })

    test(`${route.path} fits a 320 px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(route.path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
    })
  }
})

test('each page has its own title and a canonical address for search engines', async ({ page }) => {
  const seen = new Set<string>()
  for (const route of routes) {
    await page.goto(route.path)
    const title = await page.title()
    expect(title).toMatch(/Horizonte TI/)
    expect(seen.has(title)).toBe(false)
    seen.add(title)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(route.path)
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(new URL(image!).pathname).toBe('/og-image.png')
  }
})

test('the link-preview image, sitemap and robots file are served', async ({ request }) => {
  const image = await request.get('/og-image.png')
  expect(image.headers()['content-type']).toBe('image/png')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of routes) expect(sitemap).toContain(`${route.path}</loc>`)
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('the home page shows every service, claim and testimonial in its HTML', async ({ page }) => {
  await page.goto('/')
  for (const service of [
    'Outsourcing de TI',
    'Cibersegurança',
    'Monitoramento 24/7',
    'Service Desk',
    'Computação em Nuvem',
    'Backup e Recuperação',
  ]) {
    await expect(page.getByRole('heading', { name: service, level: 3 })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'O que nos move' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Suporte aos colaboradores' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Servidores sempre no ar' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Proteção de dados' })).toBeVisible()
  for (const figure of ['+12', '+100', '98%', '2h']) {
    await expect(page.getByRole('definition').filter({ hasText: figure })).toHaveCount(1)
  }
  await expect(page.locator('figure blockquote')).toHaveCount(5)
  await expect(
    page.getByRole('link', { name: 'Solicite uma Consultoria Especializada' }),
  ).toHaveAttribute('href', '/contato/')
  await expect(page.getByRole('link', { name: 'Entre em Contato Conosco' })).toHaveAttribute(
    'href',
    '/contato/',
  )
  await expect(page.getByRole('link', { name: 'Fale com Nossos Especialistas' })).toHaveAttribute(
    'href',
    '/contato/',
  )
  await expect(page.getByRole('link', { name: 'Conhecer Serviços' })).toHaveAttribute(
    'href',
    '/servicos/',
  )
})

test('the about page tells the history, approach, figures and principles', async ({ page }) => {
  await page.goto('/sobre/')
  for (const period of ['2013', '2018', 'Hoje']) {
    await expect(page.getByText(period, { exact: true })).toBeVisible()
  }
  for (const title of ['Propósito', 'Objetivo', 'Promessa']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  }
  await expect(
    page.getByRole('heading', { name: 'Nossa abordagem em quatro passos' }),
  ).toBeVisible()
  await expect(page.locator('ol').filter({ hasText: 'Escutar' }).locator('> li')).toHaveCount(4)
  for (const figure of ['+200', '+500']) {
    await expect(page.getByRole('definition').filter({ hasText: figure })).toBeVisible()
  }
  const principles = page.getByRole('region', { name: 'Como trabalhamos todos os dias' })
  await expect(principles.getByRole('article')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Falar Conosco' })).toHaveAttribute(
    'href',
    '/contato/',
  )
  await expect(page.getByRole('link', { name: 'Agendar Conversa' })).toHaveAttribute(
    'href',
    '/contato/',
  )
})

test('the services page offers four services, each leading to contact', async ({ page }) => {
  await page.goto('/servicos/')
  const offers = [
    ['Outsourcing de TI', 'Solicitar Proposta'],
    ['Monitoramento 24h', 'Ver Demonstração'],
    ['Cibersegurança', 'Falar com Especialista'],
    ['Service Desk', 'Falar com Especialista'],
  ] as const
  for (const [title, action] of offers) {
    const card = page.getByRole('article', { name: title })
    await expect(card.getByRole('link', { name: action })).toHaveAttribute('href', '/contato/')
  }
  await expect(page.getByRole('heading', { name: 'O que fazemos na prática' })).toBeVisible()
  for (const step of ['Diagnóstico', 'Proposta', 'Implementação', 'Gestão']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
  }
  await expect(page.getByText('15 minutos').first()).toBeVisible()
  const closing = page.getByRole('region', {
    name: 'Vamos encontrar a solução certa para sua empresa',
  })
  await expect(closing.getByRole('link', { name: 'Solicitar Proposta' })).toHaveAttribute(
    'href',
    '/contato/',
  )
  await expect(closing.getByRole('link', { name: 'Agendar Conversa' })).toHaveAttribute(
    'href',
    '/contato/',
  )
})

test('the contact page has the ways to reach us, the message area and the FAQ', async ({
  page,
}) => {
  await page.goto('/contato/')
  await expect(page.getByText('Horizonte TI', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Consulta especializada')).toBeVisible()
  await expect(page.getByText('Sem compromisso')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: '(31) 3555-0100' }),
  ).toHaveAttribute('href', 'tel:+553135550100')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'contato@horizonteti.example' }),
  ).toHaveAttribute('href', 'mailto:contato@horizonteti.example')
  await expect(page.getByText(/Belo Horizonte – MG, CEP 30130-000/)).toBeVisible()
  await expect(page.locator('#chatbot')).toBeAttached()
  await expect(page.getByRole('heading', { name: 'Envie sua mensagem' })).toBeVisible()

  const questions = page.locator('details')
  await expect(questions).toHaveCount(6)
  await questions.filter({ hasText: 'cancelar' }).locator('summary').click()
  await expect(page.getByText('aviso prévio de 30 dias')).toBeVisible()
  await expect(page.getByText('podem variar de acordo com o contrato')).toBeVisible()
})

test('the privacy policy shows its sections, a contact e-mail and the update date', async ({
  page,
}) => {
  await page.goto('/politica-de-privacidade/')
  for (const title of [
    'Coleta e uso de informações pessoais',
    'Compartilhamento de informações',
    'Segurança',
    'Consentimento',
    'Atualizações desta política',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'contato@horizonteti.example' })).toHaveAttribute(
    'href',
    'mailto:contato@horizonteti.example',
  )
  await expect(page.getByText(/Última atualização: \d{1,2} de [a-zç]+ de \d{4}/)).toBeVisible()
  await page.getByRole('link', { name: 'Voltar ao início' }).first().click()
  await expect(page).toHaveURL('/')
})

test('an unknown address shows the 404 page and logs the missing path', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const response = await page.goto('/pagina-que-nao-existe/')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
  await expect(
    page.getByText('A página que você está procurando não existe ou foi movida.'),
  ).toBeVisible()
  await expect.poll(() => logs.join('\n')).toContain('/pagina-que-nao-existe/')
  await expect(page.getByRole('link', { name: 'Falar Conosco' })).toHaveAttribute(
    'href',
    '/contato/',
  )
  await page.getByRole('main').getByRole('link', { name: 'Voltar ao Início' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0].heading)
})

test('the site is fully readable with scripts disabled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/')
  const lastCard = page.getByRole('heading', { name: 'Backup e Recuperação' })
  await lastCard.scrollIntoViewIfNeeded()
  await expect(lastCard).toBeVisible()
  await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1')
  await page.goto('/contato/')
  await expect(page.locator('details')).toHaveCount(6)
  await context.close()
})
