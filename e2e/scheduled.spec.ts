import type { Page } from '@playwright/test'
import { DomUtils } from 'htmlparser2'

import { posts } from '../content/entries/blog'
import { caseStudies } from '../content/entries/cases'
import { newestFirst } from '../content/schemas/entry-schemas'
import { pages } from '../content/registry/pages'
import { routeOf } from '../content/registry/routes'
import { searchMessages } from '../content/texts/search'
import { blogFeed } from '../content/registry/metadata'
import { services } from '../content/entries/services'
import { dayBefore } from '../lib/format'
import { readRecord } from '../lib/images/responsive-image'
import { RECORD_FILE, variantPaths } from '../lib/images/variants'
import { expectFound, resultFor } from './search-page'
import { keywordOf, type Searchable } from './searchable'
import { expect, test } from './fixtures'
import { served, servedXml } from './served'

/**
 * The newest post, case and service's page, each dated tomorrow or later in out-scheduled/,
 * the site built the day before the first of their days (scripts/lib/scheduled-build.mjs);
 * out/ is the site built today, on or after their days.
 */
const newest = <Entry extends { published: string; slug: string }>(list: readonly Entry[]) =>
  [...list].sort(newestFirst)[0]!

const post = newest(posts())
const caseStudy = newest(caseStudies())
const service = newest(services())

const entries: (Searchable & { published: string; list: string })[] = [
  {
    kind: 'post',
    route: routeOf(pages.post.route, post.slug),
    title: post.title,
    published: post.published,
    list: pages.blog.route,
  },
  {
    kind: 'case',
    route: routeOf(pages.case.route, caseStudy.slug),
    title: caseStudy.title,
    published: caseStudy.published,
    list: pages.cases.route,
  },
  {
    kind: 'service',
    route: routeOf(pages.service.route, service.slug),
    title: service.title,
    published: service.published,
    list: pages.services.route,
  },
]

const buildDay = dayBefore(entries.map(({ published }) => published).sort()[0]!)
/** The newest post's cover as the site serves it: each size and the fallback, of an upload of its own. */
const coverFiles = variantPaths(post.cover.src, readRecord()[post.cover.src]!)

const builds = [
  { name: `the build of ${buildDay}`, origin: process.env.SCHEDULED_URL!, has: false },
  { name: 'the build of today', origin: '', has: true },
]

/** What the visitor's search says once it has searched `query`. */
async function searched(page: Page, query: string) {
  const said = page.getByRole('main').getByRole('status')
  await expect(said).toHaveText(
    new RegExp(`(${searchMessages.none(query)}|resultados? para “${query}”)$`),
  )
}

/** The path of an absolute address, or the address itself when it is a path. */
const pathOf = (address: string) => new URL(address, 'http://localhost').pathname

for (const build of builds) {
  for (const entry of entries) {
    test(`the newest ${entry.kind}, of ${entry.published}, is ${build.has ? 'published' : 'left out'} in ${build.name}: its page, its list, the sitemap${entry.kind === 'post' ? ', its cover, the feed' : ''} and the search`, async ({
      page,
      request,
    }) => {
      const at = (path: string) => `${build.origin}${path}`
      expect((await request.get(at(entry.route))).status()).toBe(build.has ? 200 : 404)
      // The image step's record is the build's own, never published.
      expect((await request.get(at(`/${RECORD_FILE}`))).status()).toBe(404)

      const list = await served(request, at(entry.list))
      expect(list.addresses().includes(entry.route)).toBe(build.has)
      const sitemap = await servedXml(request, at('/sitemap.xml'))
      const listed = sitemap.elements('loc').map((loc) => pathOf(DomUtils.textContent(loc)))
      expect(listed.includes(entry.route)).toBe(build.has)
      if (entry.kind === 'post') {
        // Its cover comes and goes with it.
        for (const file of coverFiles) {
          expect((await request.get(at(file))).status(), file).toBe(build.has ? 200 : 404)
        }
        const feed = await servedXml(request, at(blogFeed.url))
        const items = feed.elements('item').map((item) => pathOf(feed.text('link', [item])!))
        expect(items.includes(entry.route)).toBe(build.has)
      }

      const query = keywordOf(entry)
      await page.goto(at(`${pages.search.route}?q=${encodeURIComponent(query)}`))
      if (build.has) await expectFound(page, entry)
      else {
        await searched(page, query)
        await expect(resultFor(page, entry.title)).toHaveCount(0)
      }
    })
  }
}
