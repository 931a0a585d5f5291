import { company } from '../content/company/company'
import { serviceLabels, trailLabels } from '../content/texts/entry-labels'
import { exampleMark, headerCta } from '../content/texts/navigation'
import { pageContent } from '../content/registry/page-content'
import { pages } from '../content/registry/pages'
import { routeOf } from '../content/registry/routes'
import { aboutService, serviceCrumbs, services } from '../content/entries/services'
import type { Service } from '../content/entries/services'
import { expectSpecialistCallCounted } from './data-layer'
import { allowTimeForItems, expect, open, servedPath, test } from './fixtures'
import { dayInBrasilia, expectTrail, served, siteOrigin, sitemapLastChanged } from './served'

const servicePath = (entry: Service) => routeOf(pages.service.route, entry.slug)

/**
 * The offers of /servicos/ that lead to a service's page, with that service: those whose
 * service's page is published (one scheduled for a later day is linked from that day on).
 */
const linkedOffers = pageContent('services').offers.offers.flatMap((offer) => {
  const entry = services().find((published) => published.slug === offer.service)
  return entry ? [{ offer, entry }] : []
})

test('/servicos/ leads to every service’s page: the offers to theirs, the list to all, in order', async ({
  page,
}) => {
  expect(services(), 'published services').not.toHaveLength(0)
  await open(page, pages.services.route)

  for (const { offer, entry } of linkedOffers) {
    const card = page.getByRole('article', { name: offer.title })
    // The offer keeps its button to /contato, and gains its way to the service.
    await expect(card.getByRole('link', { name: offer.cta })).toHaveAttribute(
      'href',
      servedPath(headerCta.href),
    )
    await expect(card.getByRole('link', { name: serviceLabels.more(offer.title) })).toHaveAttribute(
      'href',
      servicePath(entry),
    )
  }

  const catalog = page.getByRole('region', { name: serviceLabels.all })
  await expect(catalog.getByRole('link')).toHaveText(services().map((entry) => entry.name))
  allowTimeForItems(services().length)
  for (const entry of services()) {
    await expect(catalog.getByRole('link', { name: entry.name })).toHaveAttribute(
      'href',
      servicePath(entry),
    )
  }

  const last = services().at(-1)!
  await catalog.getByRole('link', { name: last.name }).click()
  await expect(page).toHaveURL(servicePath(last))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title)
})

for (const entry of services()) {
  test(`${servicePath(entry)} says what the service covers, for whom, how it runs, its promises and questions`, async ({
    page,
  }) => {
    await open(page, servicePath(entry))
    const region = (name: string) => page.getByRole('region', { name, exact: true })

    await test.step('opens with its trail, name, title and summary', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
      const trail = page.getByRole('navigation', { name: trailLabels.name })
      const crumbs = serviceCrumbs(entry)
      await expect(trail.getByRole('link')).toHaveText(crumbs.slice(0, -1).map((c) => c.label))
      await expect(trail.locator('[aria-current="page"]')).toHaveText(entry.name)
      await expect(page.getByText(entry.summary, { exact: true })).toBeVisible()
      // …and, beside its name, that the company has not confirmed it yet, while it has not.
      await expect(
        page.getByRole('article').locator('header').getByText(exampleMark, { exact: true }),
      ).toHaveCount(entry.example ? 1 : 0)
    })

    await test.step('lists what it covers, for whom, its steps and its promises', async () => {
      await expect(region(serviceLabels.covers).getByRole('listitem')).toHaveText(entry.covers)
      await expect(region(serviceLabels.audience).getByRole('listitem')).toHaveText(entry.audience)
      await expect(region(serviceLabels.steps).getByRole('heading', { level: 3 })).toHaveText(
        entry.steps.map((step) => step.title),
      )
      await expect(region(serviceLabels.promises)).toHaveCount(entry.promises.length > 0 ? 1 : 0)
      if (entry.promises.length > 0) {
        await expect(region(serviceLabels.promises).getByRole('listitem')).toHaveText(
          entry.promises,
        )
      }
    })

    await test.step('answers its questions when a visitor opens one', async () => {
      const questions = region(serviceLabels.questions)
      await expect(questions.getByRole('heading', { level: 3 })).toHaveText(
        entry.questions.map((item) => item.question),
      )
      const [first] = entry.questions
      const answer = questions.getByText(first!.answer, { exact: true })
      await expect(answer).toBeHidden()
      await questions.getByText(first!.question, { exact: true }).click()
      await expect(answer).toBeVisible()
    })

    await test.step('lists the cases and posts about it, each linked', async () => {
      const about = aboutService(entry.slug)
      allowTimeForItems(about.cases.length)
      const cases = region(serviceLabels.cases)
      await expect(cases).toHaveCount(about.cases.length > 0 ? 1 : 0)
      for (const item of about.cases) {
        await expect(cases.getByRole('link', { name: item.title })).toHaveAttribute(
          'href',
          routeOf(pages.case.route, item.slug),
        )
      }
      const posts = region(serviceLabels.posts)
      await expect(posts).toHaveCount(about.posts.length > 0 ? 1 : 0)
      for (const post of about.posts.slice(0, 6)) {
        await expect(posts.getByRole('link', { name: post.title })).toHaveAttribute(
          'href',
          routeOf(pages.post.route, post.slug),
        )
      }
    })

    await test.step('ends with the call to talk to a specialist, leading to the contact page', async () => {
      const link = region(pageContent('services').closing.title).getByRole('link', {
        name: headerCta.label,
      })
      await expect(link).toHaveAttribute('href', servedPath(headerCta.href))
    })
  })
}

test('some service has a case and a post about it', () => {
  // The pages above list them; this keeps the example content exercising both lists.
  const about = services().map((entry) => aboutService(entry.slug))
  expect(about.some((entry) => entry.cases.length > 0)).toBe(true)
  expect(about.some((entry) => entry.posts.length > 0)).toBe(true)
})

test(
  'the call at the end of a service’s page counts as "Falar com Especialista" from that page',
  { tag: '@both-builds' },
  async ({ page, build }) => {
    await open(page, servicePath(services()[0]!))
    await expectSpecialistCallCounted(page, build, {
      regionName: pageContent('services').closing.title,
      placement: 'service_page',
    })
  },
)

test('every service’s page tells search engines it is a service the company provides', async ({
  request,
}) => {
  const origin = await siteOrigin(request)
  const lastChanged = await sitemapLastChanged(request)
  allowTimeForItems(services().length)
  for (const entry of services()) {
    const path = servicePath(entry)
    await test.step(path, async () => {
      const html = await served(request, path)
      const canonical = html.canonical()
      expect(canonical).toBe(`${origin}${path}`)
      const data = html.structuredData()

      const organization = data.find((item) => item['@type'] === 'ProfessionalService')!
      expect(organization['@id']).toEqual(expect.any(String))
      const found = data.filter((item) => item['@type'] === 'Service')
      expect(found).toHaveLength(1)
      const service = found[0]!
      expect(service).toMatchObject({
        '@context': 'https://schema.org',
        name: entry.title,
        serviceType: entry.name,
        description: entry.summary,
        url: canonical,
        // The provider is the company described on the same page, by its id.
        provider: { '@id': organization['@id'], name: company.name },
        mainEntityOfPage: { '@id': canonical },
      })
      const image = new URL(service.image as string)
      expect(image.origin).toBe(origin)
      expect((await request.get(image.pathname)).headers()['content-type']).toBe('image/png')

      expectTrail(data, {
        names: serviceCrumbs(entry).map((c) => c.label),
        routes: ['/', pages.services.route, path],
        origin,
      })

      const lastmod = lastChanged.get(canonical)
      expect(lastmod).toBeDefined()
      expect(dayInBrasilia(lastmod!)).toBe(entry.modified)
    })
  }
})
