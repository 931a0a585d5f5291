import type { Page } from '@playwright/test'

import { accessibilityViolations, expect, missingRoute, routes, test } from './fixtures'

const SITE_NAME = 'Horizonte TI'
const MISSING_PATH = missingRoute.path

/** Heading levels in document order, and where one skips a level on the way down. */
async function headingOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
  const skips = levels.flatMap((level, index) => {
    const previous = index === 0 ? 0 : levels[index - 1]!
    return level > previous + 1 ? [`h${previous || '-'} → h${level}`] : []
  })
  return { h1: levels.filter((level) => level === 1).length, skips }
}

/** The content of a meta tag, by name or property. */
function meta(page: Page, key: string) {
  return page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content')
}

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** Width and height of a PNG, read from its header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

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

    test(`${route.path} is on screen before the framework's scripts download`, async ({ page }) => {
      await page.goto(route.path)
      const scriptStarts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        )
      await expect.poll(async () => (await scriptStarts()).length).toBeGreaterThan(3)
      const firstContentfulPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      )
      expect(firstContentfulPaint).toBeGreaterThan(0)
      expect(Math.min(...(await scriptStarts()))).toBeGreaterThanOrEqual(firstContentfulPaint!)
    })

    test(`${route.path} passes an automated accessibility audit`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(route.path)
      expect(await accessibilityViolations(page)).toEqual([])
    })

    test(`${route.path} has one h1 and headings that never skip a level`, async ({ page }) => {
      await page.goto(route.path)
      expect(await headingOutline(page)).toEqual({ h1: 1, skips: [] })
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

test('each page has its own title, description, canonical address and link preview', async ({
  page,
}) => {
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  for (const route of routes) {
    await page.goto(route.path)
    const title = await page.title()
    const name = title.match(new RegExp(`^(.+) \\| ${SITE_NAME}$`))?.[1]
    expect(name, title).toBeTruthy()
    expect(titles.has(title)).toBe(false)
    titles.add(title)
    const description = (await meta(page, 'description'))!
    expect(descriptions.has(description)).toBe(false)
    descriptions.add(description)

    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
    // Absolute, and ending in a slash as the static host serves each page.
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/(.*\/)?$/)
    expect(new URL(canonical).pathname).toBe(route.path)
    const origin = new URL(canonical).origin

    expect(await meta(page, 'og:url')).toBe(canonical)
    expect(await meta(page, 'og:title')).toBe(name)
    expect(await meta(page, 'og:description')).toBe(description)
    expect(await meta(page, 'og:type')).toBe('website')
    expect(await meta(page, 'og:locale')).toBe('pt_BR')
    expect(await meta(page, 'og:site_name')).toBe(SITE_NAME)
    expect(await meta(page, 'og:image')).toBe(`${origin}/og-image.png`)
    expect(await meta(page, 'og:image:width')).toBe('1200')
    expect(await meta(page, 'og:image:height')).toBe('630')

    expect(await meta(page, 'twitter:card')).toBe('summary_large_image')
    expect(await meta(page, 'twitter:title')).toBe(name)
    expect(await meta(page, 'twitter:description')).toBe(description)
    expect(await meta(page, 'twitter:image')).toBe(`${origin}/og-image.png`)

    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0)
  }
})

test('the 404 page asks search engines not to list it', async ({ page }) => {
  await page.goto(MISSING_PATH)
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})

test('the link-preview picture is 1200 × 630 and the sitemap and robots file list every page', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin
  const image = await request.get('/og-image.png')
  expect(image.headers()['content-type']).toBe('image/png')
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 })

  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
  expect(listed.sort()).toEqual(routes.map((route) => `${origin}${route.path}`).sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

test('every page links a favicon, a home-screen icon and a manifest with its icons', async ({
  page,
  request,
}) => {
  for (const route of routes) {
    await page.goto(route.path)
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1)
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('sizes', '180x180')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
  }

  const favicon = await request.get('/favicon.ico')
  expect(favicon.headers()['content-type']).toMatch(/icon/)
  const ico = await favicon.body()
  // An icon file (type 1) holding the 16, 32 and 48 px pictures.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])

  const appleHref = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!
  expect(pngSize(await (await request.get(appleHref)).body())).toEqual({
    width: 180,
    height: 180,
  })

  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: SITE_NAME, lang: 'pt-BR', start_url: '/' })
  const pngIcons = (manifest.icons as { src: string; sizes: string; type: string }[]).filter(
    (icon) => icon.type === 'image/png',
  )
  expect(pngIcons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
  for (const icon of pngIcons) {
    const side = Number(icon.sizes.split('x')[0])
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual({
      width: side,
      height: side,
    })
  }
})

test('every page describes the company to search engines, the contact page its FAQ', async ({
  page,
}) => {
  for (const path of [...routes.map((route) => route.path), MISSING_PATH]) {
    await page.goto(path)
    const data = await structuredData(page)
    const companies = data.filter((item) => item['@type'] === 'ProfessionalService')
    expect(companies, path).toHaveLength(1)
    const company = companies[0]!
    expect(company).toMatchObject({
      '@context': 'https://schema.org',
      name: SITE_NAME,
      telephone: '+553135550100',
      email: 'contato@horizonteti.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Afonso Pena, 1500, sala 1201',
        addressLocality: 'Belo Horizonte',
        addressRegion: 'MG',
        postalCode: '30130-000',
        addressCountry: 'BR',
      },
    })
    expect(new URL(company.url as string).pathname).toBe('/')
    const faqs = data.filter((item) => item['@type'] === 'FAQPage')
    expect(faqs, path).toHaveLength(path === '/contato/' ? 1 : 0)
  }

  // On /contato the FAQ's structured data says what the page shows, question by question.
  await page.goto('/contato/')
  const faq = (await structuredData(page)).find((item) => item['@type'] === 'FAQPage')!
  const entries = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
  const shown = page.locator('details')
  await expect(shown).toHaveCount(6)
  expect(entries.map((entry) => entry.name)).toEqual(
    (await shown.locator('summary').allTextContents()).map((text) => text.trim()),
  )
  expect(entries.map((entry) => entry.acceptedAnswer.text)).toEqual(
    (await shown.locator('p').allTextContents()).map((text) => text.trim()),
  )
})

test('the home page shows every service, claim and testimonial in its HTML', async ({ page }) => {
  await page.goto('/')
  for (const service of [
    'Outsourcing de TI',
    'Cibersegurança',
    'Monitoramento 24h',
    'Service Desk',
    'Computação em nuvem',
    'Backup e recuperação',
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
  await expect(
    page.getByRole('main').getByRole('link', { name: '(31) 99555-0100' }),
  ).toHaveAttribute(
    'href',
    `https://wa.me/5531995550100?text=${encodeURIComponent(
      'Olá! Vim pelo site da Horizonte TI e gostaria de falar com um especialista.',
    )}`,
  )
  await expect(page.getByText(/Belo Horizonte\s–\sMG, CEP\s30130-000/)).toBeVisible()
  await expect(page.locator('#chatbot')).toBeAttached()
  await expect(page.getByRole('heading', { name: 'Envie sua mensagem' })).toBeVisible()

  const questions = page.locator('details')
  await expect(questions).toHaveCount(6)
  await questions.filter({ hasText: 'cancelar' }).locator('summary').click()
  await expect(page.getByText('aviso prévio de 30 dias')).toBeVisible()
  await expect(page.getByText('podem variar de acordo com o contrato')).toBeVisible()
})

test('on a desktop the contact form starts on the first screen, beside the ways to reach us', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/contato/')
  const form = page.getByRole('heading', { name: 'Envie sua mensagem' })
  const channels = page.getByRole('heading', { name: 'Entre em Contato', level: 2 })
  const formBox = (await form.boundingBox())!
  expect(formBox.y + formBox.height).toBeLessThan(800)
  expect(Math.abs(formBox.y - (await channels.boundingBox())!.y)).toBeLessThan(80)
})

test('on a phone no word in the contact channels breaks across lines', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/contato/')
  /** How many lines the text `phrase` takes up inside the channels. */
  const lines = (phrase: string) =>
    page.getByRole('region', { name: 'Entre em Contato' }).evaluate((section, wanted) => {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.replace(/\s/g, ' ')
        const at = text.indexOf(wanted)
        if (at === -1) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + wanted.length)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }
      return 0
    }, phrase)
  for (const phrase of [
    'contato@horizonteti.example',
    '(31) 3555-0100',
    '(31) 99555-0100',
    'CEP 30130-000',
    'Belo Horizonte – MG',
    '8h às 18h',
  ]) {
    expect(await lines(phrase), phrase).toBe(1)
  }
})

test('an unknown address shows the 404 page and logs the missing path', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const response = await page.goto(MISSING_PATH)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada')
  await expect(
    page.getByText('A página que você está procurando não existe ou foi movida.'),
  ).toBeVisible()
  await expect.poll(() => logs.join('\n')).toContain(MISSING_PATH)
  expect(await headingOutline(page)).toEqual({ h1: 1, skips: [] })
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
  const lastCard = page.getByRole('heading', { name: 'Backup e recuperação' })
  await lastCard.scrollIntoViewIfNeeded()
  await expect(lastCard).toBeVisible()
  await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1')
  await page.goto('/contato/')
  await expect(page.locator('details')).toHaveCount(6)
  await context.close()
})
