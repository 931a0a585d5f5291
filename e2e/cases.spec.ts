import { toString } from 'mdast-util-to-string'

import { caseCrumbs, caseStudies } from '../content/entries/cases'
import type { CaseStudy } from '../content/entries/cases'
import { company } from '../content/company/company'
import { caseLabels, trailLabels } from '../content/texts/entry-labels'
import { exampleMark, footer, headerCta } from '../content/texts/navigation'
import { pageContent } from '../content/registry/page-content'
import { readingLinks } from '../content/registry/links'
import { pages } from '../content/registry/pages'
import { routeOf } from '../content/registry/routes'
import { outline, parseMarkdown } from '../lib/markdown'
import { expectSpecialistCallCounted } from './data-layer'
import { allowTimeForItems, expect, open, servedPath, test } from './fixtures'
import { dayInBrasilia, expectTrail, served, siteOrigin, sitemapLastChanged } from './served'

const casePath = (entry: CaseStudy) => routeOf(pages.case.route, entry.slug)

/** The published cases by their dates, newest first. */
const newestFirst = [...caseStudies()].sort((a, b) => b.published.localeCompare(a.published))

/** The first paragraph of a text written in Markdown, as the page shows it. */
const firstParagraph = (markdown: string) =>
  toString(parseMarkdown(markdown).children.find((node) => node.type === 'paragraph'))

test('the footer\'s "Conteúdos" leads to the cases, which link every case, newest first', async ({
  page,
}) => {
  await page.goto('/')
  const reading = page.getByRole('navigation', { name: footer.readingTitle })
  const link = readingLinks().find((entry) => servedPath(entry.href) === pages.cases.route)!
  await reading.getByRole('link', { name: link.label, exact: true }).click()
  await expect(page).toHaveURL(pages.cases.route)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageContent('cases').hero.title)

  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.getByRole('heading')).toHaveText(newestFirst.map((entry) => entry.title))
  allowTimeForItems(newestFirst.length)
  for (const [index, entry] of newestFirst.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('link', { name: entry.title })).toHaveAttribute(
      'href',
      casePath(entry),
    )
    await expect(card).toContainText(`${entry.sector} · ${entry.client}`)
    // An invented case says so on its card.
    await expect(card.getByText(exampleMark, { exact: true })).toHaveCount(entry.example ? 1 : 0)
  }

  const first = newestFirst[0]!
  await cards.first().getByRole('link', { name: first.title }).click()
  await expect(page).toHaveURL(casePath(first))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
})

for (const entry of caseStudies()) {
  test(`${casePath(entry)} shows the client, the results, the challenge, the solution and the client's words`, async ({
    page,
  }) => {
    await page.goto(casePath(entry))
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1 }) })

    await test.step('opens with its trail, client, sector and title', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
      const trail = page.getByRole('navigation', { name: trailLabels.name })
      const crumbs = caseCrumbs(entry)
      await expect(trail.getByRole('link')).toHaveText(crumbs.slice(0, -1).map((c) => c.label))
      await expect(trail.locator('[aria-current="page"]')).toHaveText(entry.title)
      await expect(article.getByRole('term')).toHaveText([
        new RegExp(`^${caseLabels.client}`),
        new RegExp(`^${caseLabels.sector}`),
      ])
      await expect(article.getByRole('definition')).toHaveText([entry.client, entry.sector])
      // …and, beside them, that it was invented, while it is.
      await expect(article.locator('header').getByText(exampleMark, { exact: true })).toHaveCount(
        entry.example ? 1 : 0,
      )
      // The client's logo beside them when the case has one; else no picture there.
      const logos = entry.logo?.src ? [entry.logo.alt!] : []
      const pictures = article.locator('header').getByRole('img')
      await expect(pictures).toHaveCount(logos.length)
      for (const alt of logos) {
        await expect(pictures.and(page.getByRole('img', { name: alt, exact: true }))).toBeVisible()
      }
    })

    await test.step('lists every result, figure and meaning', async () => {
      const results = page.getByRole('region', { name: caseLabels.results }).getByRole('listitem')
      await expect(results).toHaveCount(entry.results.length)
      for (const [index, result] of entry.results.entries()) {
        const item = results.nth(index)
        await expect(item.getByText(result.figure, { exact: true })).toBeVisible()
        await expect(item.getByText(result.label, { exact: true })).toBeVisible()
      }
    })

    await test.step('tells the challenge and the solution', async () => {
      await expect(
        page
          .getByRole('region', { name: caseLabels.challenge })
          .getByText(firstParagraph(entry.challenge)),
      ).toBeVisible()
      const solution = page.getByRole('region', { name: caseLabels.solution })
      await expect(solution.getByText(firstParagraph(entry.body))).toBeVisible()
      // Its sections sit under "A solução", one level below it.
      for (const section of outline(parseMarkdown(entry.body))) {
        const level = section.depth + 1
        await expect(
          solution.getByRole('heading', { name: section.text, exact: true, level }),
        ).toBeVisible()
      }
    })

    await test.step('quotes the client, with the name and role of who said it, and says who wrote the case', async () => {
      const quote = article.getByRole('figure').filter({ has: page.locator('blockquote') })
      await expect(quote.locator('blockquote')).toHaveText(entry.quote.text)
      await expect(quote.locator('figcaption')).toHaveText(
        `${entry.quote.author}, ${entry.quote.role}`,
      )
      // The company wrote the case, with the client's approval: the page says so.
      await expect(article.getByText(caseLabels.writtenBy, { exact: true })).toBeVisible()
    })

    await test.step('ends with the call to talk to a specialist, leading to the contact page', async () => {
      const link = page
        .getByRole('region', { name: pageContent('cases').closing.title })
        .getByRole('link', { name: headerCta.label })
      await expect(link).toHaveAttribute('href', servedPath(headerCta.href))
    })
  })
}

test(
  'the call at the end of a case counts as "Falar com Especialista" from the case',
  { tag: '@both-builds' },
  async ({ page, build }) => {
    await open(page, casePath(newestFirst[0]!))
    await expectSpecialistCallCounted(page, build, {
      regionName: pageContent('cases').closing.title,
      placement: 'case_study',
    })
  },
)

test('every case tells search engines it is an article, where it sits and when it came out', async ({
  request,
}) => {
  const origin = await siteOrigin(request)
  const lastChanged = await sitemapLastChanged(request)
  allowTimeForItems(caseStudies().length)
  for (const entry of caseStudies()) {
    const path = casePath(entry)
    await test.step(path, async () => {
      const html = await served(request, path)
      const canonical = html.canonical()
      expect(canonical).toBe(`${origin}${path}`)
      const data = html.structuredData()

      const articles = data.filter((item) => item['@type'] === 'Article')
      expect(articles).toHaveLength(1)
      const article = articles[0]!
      expect(article).toMatchObject({
        '@context': 'https://schema.org',
        headline: entry.title,
        description: entry.summary,
        datePublished: entry.published,
        publisher: { name: company.name },
        mainEntityOfPage: { '@id': canonical },
        url: canonical,
        inLanguage: 'pt-BR',
      })
      // Its picture is one the site serves.
      const image = new URL(article.image as string)
      expect(image.origin).toBe(origin)
      expect((await request.get(image.pathname)).headers()['content-type']).toMatch(/^image\//)

      expectTrail(data, {
        names: caseCrumbs(entry).map((c) => c.label),
        routes: ['/', pages.cases.route, path],
        origin,
      })

      // The sitemap gives the day it came out.
      const lastmod = lastChanged.get(canonical)
      expect(lastmod).toBeDefined()
      expect(dayInBrasilia(lastmod!)).toBe(entry.published)
    })
  }
})
