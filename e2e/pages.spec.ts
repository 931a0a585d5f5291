import type { Page } from '@playwright/test'
import { DomUtils } from 'htmlparser2'

import {
  addressLines,
  company,
  emailHref,
  phoneE164,
  phoneHref,
  whatsappHref,
} from '../content/company/company'
import { faq } from '../content/company/faq'
import { pageContent } from '../content/registry/page-content'
import { isIndexed, sitePages } from '../content/registry/links'
import { isSinglePage, pages } from '../content/registry/pages'
import type { SitePage } from '../content/registry/links'
import type { SinglePageName } from '../content/registry/pages'
import { pageMeta, siteMeta, TITLE_MAX_LENGTH } from '../content/registry/seo'
import { testimonials } from '../content/company/testimonials'
import { exampleMark } from '../content/texts/navigation'
import { env } from '../lib/env'
import { blogFeed } from '@/content/registry/metadata'
import {
  accessibilityViolations,
  allowTimeForItems,
  expect,
  missingRoute,
  onePagePerKind,
  open,
  routes,
  scrollY,
  test,
} from './fixtures'
import { pngSize, served, servedXml, siteOrigin } from './served'

const home = pageContent('home')
const about = pageContent('about')
const services = pageContent('services')
const contact = pageContent('contact')

const SITE_NAME = company.name
const MISSING_PATH = missingRoute.path

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' })

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

/** Whether no part of the page lies beyond the right edge of the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * What each page shows, checked on the load that checks everything else about it (the
 * privacy policy's own checks are in privacy.spec.ts).
 */
const contentChecks: Record<string, [name: string, check: (page: Page) => Promise<void>][]> = {
  '/': [
    [
      'shows every service, claim and testimonial in its HTML',
      async (page) => {
        for (const { title } of home.services.cards) {
          await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible()
        }
        for (const heading of [
          home.mission.intro.title,
          ...home.mission.care.map((item) => item.title),
        ]) {
          await expect(page.getByRole('heading', { name: heading })).toBeVisible()
        }
        for (const { value: figure } of home.whyUs.stats) {
          await expect(page.getByRole('definition').filter({ hasText: figure })).toHaveCount(1)
        }
        await expect(page.locator('figure blockquote')).toHaveCount(testimonials.length)
        // An invented testimonial says so on itself; a confirmed one does not.
        for (const { name, example } of testimonials) {
          const card = page.locator('figure').filter({ hasText: name })
          await expect(card.getByText(exampleMark, { exact: true })).toHaveCount(example ? 1 : 0)
        }
        for (const [name, href] of [
          [home.hero.primaryCta, pages.contact.route],
          [home.hero.secondaryCta, pages.contact.route],
          [home.services.cta, pages.contact.route],
          [home.finalCta.secondary, pages.services.route],
        ] as const) {
          await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
        }
      },
    ],
  ],
  '/sobre/': [
    [
      'tells the history, approach, figures and principles',
      async (page) => {
        for (const { period } of about.history.milestones) {
          await expect(page.getByText(period, { exact: true })).toBeVisible()
        }
        for (const { title } of about.purpose.items) {
          await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
        }
        await expect(page.getByRole('heading', { name: about.approach.intro.title })).toBeVisible()
        const [firstStep] = about.approach.steps
        await expect(
          page.locator('ol').filter({ hasText: firstStep!.title }).locator('> li'),
        ).toHaveCount(about.approach.steps.length)
        for (const { value: figure } of about.stats.stats) {
          await expect(page.getByRole('definition').filter({ hasText: figure })).toBeVisible()
        }
        const principles = page.getByRole('region', { name: about.principles.intro.title })
        await expect(principles.getByRole('article')).toHaveCount(about.principles.items.length)
        for (const name of [about.hero.cta, about.closing.cta]) {
          await expect(page.getByRole('link', { name })).toHaveAttribute(
            'href',
            pages.contact.route,
          )
        }
      },
    ],
  ],
  '/servicos/': [
    [
      'offers four services, each leading to contact',
      async (page) => {
        for (const { title, cta } of services.offers.offers) {
          const card = page.getByRole('article', { name: title })
          await expect(card.getByRole('link', { name: cta })).toHaveAttribute(
            'href',
            pages.contact.route,
          )
        }
        const inPractice = page.getByRole('region', { name: services.inPractice.intro.title })
        for (const item of services.inPractice.items) {
          await expect(inPractice.getByText(item)).toBeVisible()
        }
        for (const { title } of services.process.steps) {
          await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
        }
        const closing = page.getByRole('region', { name: services.closing.title })
        for (const name of [services.closing.primary, services.closing.secondary]) {
          await expect(closing.getByRole('link', { name })).toHaveAttribute(
            'href',
            pages.contact.route,
          )
        }
      },
    ],
  ],
  '/contato/': [
    [
      'has the ways to reach us, the message area and the FAQ',
      async (page) => {
        const main = page.getByRole('main')
        await expect(page.getByText(SITE_NAME, { exact: true }).first()).toBeVisible()
        for (const reassurance of contact.hero.reassurances) {
          await expect(page.getByText(reassurance)).toBeVisible()
        }
        await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute(
          'href',
          phoneHref,
        )
        await expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
          'href',
          emailHref,
        )
        await expect(main.getByRole('link', { name: company.whatsapp })).toHaveAttribute(
          'href',
          whatsappHref,
        )
        await expect(main.getByText(addressLines[1])).toBeVisible()
        await expect(page.locator('#chatbot')).toBeAttached()
        await expect(page.getByRole('heading', { name: contact.form.title })).toBeVisible()

        const questions = page.locator('details')
        await expect(questions).toHaveCount(faq.items.length)
        const last = faq.items.at(-1)!
        await questions.filter({ hasText: last.question }).locator('summary').click()
        await expect(page.getByText(last.answer)).toBeVisible()
        await expect(page.getByText(faq.note)).toBeVisible()
      },
    ],
    [
      'on a desktop the form starts on the first screen, beside the ways to reach us',
      async (page) => {
        await page.evaluate(() => window.scrollTo(0, 0))
        const form = page.getByRole('heading', { name: contact.form.title })
        const channels = page.getByRole('heading', { name: contact.channels.title, level: 2 })
        const formBox = (await form.boundingBox())!
        expect(formBox.y + formBox.height).toBeLessThan(page.viewportSize()!.height)
        expect(Math.abs(formBox.y - (await channels.boundingBox())!.y)).toBeLessThan(80)
      },
    ],
  ],
}

test.describe('every page on a desktop', () => {
  for (const route of routes) {
    test(`${route.path} shows its content, starts without an error and passes an accessibility audit`, async ({
      page,
      pageErrors,
    }) => {
      // The chat module is the last thing a page asks for: its host is unreachable here,
      // as behind an ad-blocker, and the page must not mind.
      const chatBlocked = page.waitForEvent('requestfailed', (r) => r.url() === env.chatScriptUrl)
      const response = await page.goto(route.path)

      await test.step('answers with its content, language and description', async () => {
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
        await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
      })

      await test.step('has one h1 and headings that never skip a level', async () => {
        expect(await headingOutline(page)).toEqual({ h1: 1, skips: [] })
      })

      await test.step("is on screen before the framework's scripts and its data download", async () => {
        // The page's data is not in its HTML: the page fetches it from its index.txt.
        expect(await response!.text()).not.toContain('self.__next_f.push(')
        const starts = () =>
          page.evaluate(() => {
            const resources = performance.getEntriesByType(
              'resource',
            ) as PerformanceResourceTiming[]
            return {
              scripts: resources
                .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
                .map((entry) => entry.startTime),
              data: resources
                .filter((entry) => entry.name === `${location.origin}${location.pathname}index.txt`)
                .map((entry) => entry.startTime),
            }
          })
        await expect.poll(async () => (await starts()).scripts.length).toBeGreaterThan(3)
        await expect.poll(async () => (await starts()).data.length).toBe(1)
        const firstContentfulPaint = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        )
        expect(firstContentfulPaint).toBeGreaterThan(0)
        const { scripts, data } = await starts()
        expect(Math.min(...scripts, ...data)).toBeGreaterThanOrEqual(firstContentfulPaint!)
      })

      for (const [name, check] of contentChecks[route.path] ?? []) {
        await test.step(name, () => check(page))
      }

      await test.step('starts everything, the chat last, without an error', async () => {
        await chatBlocked
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
        expect(pageErrors).toEqual([])
      })

      await test.step('passes an accessibility audit, with the cookie banner open', async () => {
        await expect(banner(page)).toBeVisible()
        await page.emulateMedia({ reducedMotion: 'reduce' })
        expect(await accessibilityViolations(page)).toEqual([])
      })
    })
  }
})

test.describe('every page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  // A phone's layout is the kind's template: the first page of each kind is audited at this
  // width (a post's table, for one, scrolls in a box of the template's); every page's own
  // content is audited on a desktop, above.
  const audited = new Set([...onePagePerKind, missingRoute].map((route) => route.path))
  for (const { path, heading } of [...routes, missingRoute]) {
    const audit = audited.has(path)
    test(`${path} keeps WhatsApp one tap away${audit ? ', passes an accessibility audit' : ''} and fits 320 px`, async ({
      page,
    }) => {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      const header = page.getByRole('banner')
      // The privacy policy and the not-found page have a way back instead of the menu.
      const withMenu = path !== '/politica-de-privacidade/' && path !== MISSING_PATH

      await test.step('shows WhatsApp in the header, beside the menu or the way back', async () => {
        const link = header.getByRole('link', { name: 'Conversar pelo WhatsApp' })
        await expect(link).toBeInViewport({ ratio: 1 })
        await expect(link).toHaveAttribute('href', whatsappHref)
        await expect(link).toHaveAttribute('target', '_blank')
        const box = (await link.boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(44)
        expect(box.height).toBeGreaterThanOrEqual(44)
        // Nothing covers it, and it covers nothing: the header keeps its other controls.
        const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
        expect(
          await link.evaluate(
            (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
            center,
          ),
        ).toBe(true)
        const neighbours = [
          header.getByRole('link', { name: new RegExp(SITE_NAME) }),
          withMenu
            ? header.getByRole('button', { name: 'Abrir menu' })
            : header.getByRole('link', { name: 'Voltar ao Início' }),
        ]
        for (const neighbour of neighbours) {
          await expect(neighbour).toBeInViewport({ ratio: 1 })
          const other = (await neighbour.boundingBox())!
          const apart = other.x + other.width <= box.x || box.x + box.width <= other.x
          expect(apart).toBe(true)
        }
      })

      // The menu is the same on every page that has it: audited open once, on /sobre/.
      const menuToo = path === '/sobre/'
      const state = menuToo ? 'with the menu closed and open' : 'with the cookie banner open'
      if (audit) {
        await test.step(`passes an accessibility audit, ${state}`, async () => {
          await page.emulateMedia({ reducedMotion: 'reduce' })
          expect(await accessibilityViolations(page)).toEqual([])
          if (!menuToo) return
          await header.getByRole('button', { name: 'Abrir menu' }).click()
          await expect(header.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
            'aria-expanded',
            'true',
          )
          expect(await accessibilityViolations(page)).toEqual([])
          await page.keyboard.press('Escape')
          await expect(page.locator('#menu-mobile')).toBeHidden()
        })
      }

      // Cards below the fold wait off to one side until they slide in: motion back on.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      if (path === '/contato/') {
        await test.step('breaks no word of the contact channels across lines', async () => {
          /** How many lines the text `phrase` takes up inside the channels. */
          const lines = (phrase: string) =>
            page
              .getByRole('region', { name: contact.channels.title })
              .evaluate((section, wanted) => {
                const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT)
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const text = node.textContent!.replace(/\s/g, ' ')
                  const at = text.indexOf(wanted)
                  if (at === -1) continue
                  const range = document.createRange()
                  range.setStart(node, at)
                  range.setEnd(node, at + wanted.length)
                  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
                    .size
                }
                return 0
              }, phrase)
          const { address, email, phone, whatsapp } = company
          for (const phrase of [
            email,
            phone,
            whatsapp,
            `CEP ${address.postalCode}`,
            `${address.city} – ${address.state}`,
            // The hours, kept on one line: "das 8h às 18h".
            company.businessHours.split(', ').at(-1)!.replace(/\s/g, ' '),
          ]) {
            expect(await lines(phrase), phrase).toBe(1)
          }
        })
      }

      await test.step('fits a 320 px screen without sideways scrolling', async () => {
        expect(await sidewaysOverflow(page)).toBe(0)
        await page.setViewportSize({ width: 320, height: 640 })
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(320)
        expect(await sidewaysOverflow(page)).toBe(0)
      })
    })
  }
})

/**
 * What a page tells search engines about itself, from the registry: its title and
 * description, and the address they should show for it, which is another page's when the
 * page is a copy of it (the blog's first page at /blog/pagina/1/).
 */
function searchFacts(page: SitePage) {
  const entry = pages[page.name]
  if (isSinglePage(entry)) {
    const { title, description } = pageMeta(page.name as SinglePageName)
    return { title, description, canonical: page.route }
  }
  const { title, description, canonical = page.route } = entry.meta(page.param!)
  return { title, description, canonical }
}

/** The pages search engines are asked to list: not the search, nor a copy of another. */
const listedPages = sitePages().filter(isIndexed)

/** Posts and cases are articles. */
const isArticle = (page: SitePage) => page.name === 'post' || page.name === 'case'

/** Posts, cases and services' pages have a link-preview picture of their own. */
const hasOwnPreview = (page: SitePage) => isArticle(page) || page.name === 'service'

test('each page has its own title, description, canonical address and link preview, and announces the feed', async ({
  request,
}) => {
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  allowTimeForItems(sitePages().length)
  for (const page of sitePages()) {
    const facts = searchFacts(page)
    const html = await served(request, page.route)
    const title = html.title()
    // The company's name follows the page's, unless the two would not fit a search result.
    const whole = siteMeta.titleTemplate.replace('%s', facts.title)
    expect(title).toBe(whole.length <= TITLE_MAX_LENGTH ? whole : facts.title)
    expect(titles.has(title), title).toBe(false)
    titles.add(title)
    const description = html.meta('description')!
    expect(description).toBe(facts.description)
    expect(descriptions.has(description), description).toBe(false)
    descriptions.add(description)

    const canonical = html.canonical()
    // Absolute, and ending in a slash as the static host serves each page.
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/(.*\/)?$/)
    expect(new URL(canonical).pathname).toBe(facts.canonical)
    const origin = new URL(canonical).origin
    const image = hasOwnPreview(page) ? `${canonical}og-image.png` : `${origin}/og-image.png`

    expect(html.meta('og:url')).toBe(canonical)
    expect(html.meta('og:title')).toBe(facts.title)
    expect(html.meta('og:description')).toBe(description)
    expect(html.meta('og:type')).toBe(isArticle(page) ? 'article' : 'website')
    expect(html.meta('og:locale')).toBe('pt_BR')
    expect(html.meta('og:site_name')).toBe(SITE_NAME)
    expect(html.meta('og:image')).toBe(image)
    expect(html.meta('og:image:width')).toBe('1200')
    expect(html.meta('og:image:height')).toBe('630')

    expect(html.meta('twitter:card')).toBe('summary_large_image')
    expect(html.meta('twitter:title')).toBe(facts.title)
    expect(html.meta('twitter:description')).toBe(description)
    expect(html.meta('twitter:image')).toBe(image)

    // Every page announces the blog's feed, so a reader's app finds it from any of them.
    const feeds = html
      .links('alternate')
      .filter((link) => link.attribs.type === 'application/rss+xml')
      .map((link) => ({ href: link.attribs.href, title: link.attribs.title }))
    expect(feeds, page.route).toEqual([{ href: `${origin}${blogFeed.url}`, title: blogFeed.title }])

    // A page left out of the sitemap (the search, a copy of another) asks search engines to
    // skip it, and only such a page does.
    const noindex = html.metas('robots').filter((content) => content?.includes('noindex'))
    expect(noindex, page.route).toEqual(isIndexed(page) ? [] : ['noindex, follow'])
    // The editor is for the company's staff: no public page links to it or loads from it.
    expect(html.addresses().filter((address) => /(^|\/)admin\//.test(address))).toEqual([])
  }
})

test('the link-preview pictures are 1200 × 630 and the sitemap and robots file list every listed page', async ({
  request,
}) => {
  const origin = await siteOrigin(request)
  const previews = [
    '/',
    ...sitePages()
      .filter(hasOwnPreview)
      .map((page) => page.route),
  ]
  allowTimeForItems(previews.length)
  for (const path of previews) {
    const image = await request.get(`${path}og-image.png`)
    expect(image.headers()['content-type'], path).toBe('image/png')
    expect(pngSize(await image.body()), path).toEqual({ width: 1200, height: 630 })
  }

  const sitemap = await servedXml(request, '/sitemap.xml')
  const listed = sitemap.elements('loc').map((loc) => DomUtils.textContent(loc))
  expect(listed.sort()).toEqual(listedPages.map((page) => `${origin}${page.route}`).sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

test('every page links a favicon, a home-screen icon and a manifest with its icons', async ({
  request,
}) => {
  let appleHref = ''
  allowTimeForItems(routes.length)
  for (const route of routes) {
    const html = await served(request, route.path)
    const icons = html.links('icon')
    expect(
      icons.filter((icon) => icon.attribs.href === '/favicon.ico'),
      route.path,
    ).toHaveLength(1)
    expect(
      icons.filter((icon) => icon.attribs.type === 'image/svg+xml'),
      route.path,
    ).toHaveLength(1)
    const [apple] = html.links('apple-touch-icon')
    expect(apple?.attribs.sizes, route.path).toBe('180x180')
    appleHref = apple!.attribs.href!
    expect(html.links('manifest').map((link) => link.attribs.href)).toEqual([
      '/manifest.webmanifest',
    ])
  }

  const favicon = await request.get('/favicon.ico')
  expect(favicon.headers()['content-type']).toMatch(/icon/)
  const ico = await favicon.body()
  // An icon file (type 1) holding the 16, 32 and 48 px pictures.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])

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
  request,
}) => {
  const paths = [...routes.map((route) => route.path), MISSING_PATH]
  allowTimeForItems(paths.length)
  for (const path of paths) {
    const data = (await served(request, path)).structuredData()
    const companies = data.filter((item) => item['@type'] === 'ProfessionalService')
    expect(companies, path).toHaveLength(1)
    const business = companies[0]!
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: SITE_NAME,
      telephone: phoneE164,
      email: company.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        addressRegion: company.address.state,
        postalCode: company.address.postalCode,
        addressCountry: company.address.country,
      },
    })
    expect(new URL(business.url as string).pathname).toBe('/')
    const faqs = data.filter((item) => item['@type'] === 'FAQPage')
    expect(faqs, path).toHaveLength(path === '/contato/' ? 1 : 0)
  }

  // On /contato the FAQ's structured data says what the page shows, question by question.
  const contact = await served(request, '/contato/')
  const faq = contact.structuredData().find((item) => item['@type'] === 'FAQPage')!
  const entries = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
  const shown = contact.details()
  expect(shown).toHaveLength(6)
  expect(
    entries.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text })),
  ).toEqual(shown)
})

test('an unknown address shows the 404 page, logs the missing path and is not listed', async ({
  page,
}) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const chatBlocked = page.waitForEvent('requestfailed', (r) => r.url() === env.chatScriptUrl)
  const response = await page.goto(MISSING_PATH)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(missingRoute.heading)
  await expect(
    page.getByText('A página que você está procurando não existe ou foi movida.'),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await expect.poll(() => logs.join('\n')).toContain(MISSING_PATH)
  expect(await headingOutline(page)).toEqual({ h1: 1, skips: [] })
  await expect(page.getByRole('link', { name: 'Falar Conosco' })).toHaveAttribute(
    'href',
    '/contato/',
  )

  // The chat loader starts here too, last, with its host unreachable.
  await chatBlocked
  await expect(banner(page)).toBeVisible()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await accessibilityViolations(page)).toEqual([])

  await page.getByRole('main').getByRole('link', { name: 'Voltar ao Início' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0].heading)
  expect(await scrollY(page)).toBe(0)
})

test('the site is fully readable with scripts disabled', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/')
  const lastCard = page.getByRole('heading', { name: home.services.cards.at(-1)!.title })
  await lastCard.scrollIntoViewIfNeeded()
  await expect(lastCard).toBeVisible()
  await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1')
  await page.goto(pages.contact.route)
  await expect(page.locator('details')).toHaveCount(faq.items.length)
  await context.close()
})
