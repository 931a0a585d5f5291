import type { Page } from '@playwright/test'
import { DomUtils } from 'htmlparser2'

import { posts } from '../content/blog'
import { pages, routeOf } from '../content/pages'
import { searchMessages } from '../content/search'
import { blogFeed } from '../content/metadata'
import { dayBefore } from '../lib/format'
import { readRecord } from '../lib/images/responsive-image'
import { RECORD_FILE, variantPaths } from '../lib/images/variants'
import { expectFound, resultFor } from './search-page'
import { keywordOf } from './searchable'
import { expect, test } from './fixtures'
import { served, servedXml } from './served'

/**
 * A post dated tomorrow: out-scheduled/ is the site built the day before the newest post's
 * (scripts/build-variant.mjs), out/ the site built today, on or after that day.
 */
const post = posts()[0]!
const route = routeOf(pages.post.route, post.slug)
const entry = { kind: 'post' as const, route, title: post.title }
const query = keywordOf(entry)
/** Its cover as the site serves it: each size and the fallback, made of an upload of its own. */
const coverFiles = variantPaths(post.cover.src, readRecord()[post.cover.src]!)

const builds = [
  {
    name: `the build of ${dayBefore(post.published)}`,
    origin: process.env.SCHEDULED_URL!,
    has: false,
  },
  { name: `the build of ${post.published} or later`, origin: '', has: true },
]

/** What the visitor's search says once it has searched `query`. */
async function searched(page: Page) {
  const said = page.getByRole('main').getByRole('status')
  await expect(said).toHaveText(
    new RegExp(`(${searchMessages.none(query)}|resultados? para “${query}”)$`),
  )
}

/** The path of an absolute address, or the address itself when it is a path. */
const pathOf = (address: string) => new URL(address, 'http://localhost').pathname

for (const build of builds) {
  test(`a post is ${build.has ? 'published' : 'left out'} in ${build.name}: its page, its cover, the blog, the feed, the sitemap and the search`, async ({
    page,
    request,
  }) => {
    const at = (path: string) => `${build.origin}${path}`
    expect((await request.get(at(route))).status()).toBe(build.has ? 200 : 404)
    for (const file of coverFiles) {
      expect((await request.get(at(file))).status(), file).toBe(build.has ? 200 : 404)
    }
    // The image step's record is the build's own, never published.
    expect((await request.get(at(`/${RECORD_FILE}`))).status()).toBe(404)

    const blog = await served(request, at(pages.blog.route))
    expect(blog.addresses().includes(route)).toBe(build.has)
    const feed = await servedXml(request, at(blogFeed.url))
    const items = feed.elements('item').map((item) => pathOf(feed.text('link', [item])!))
    expect(items.includes(route)).toBe(build.has)
    const sitemap = await servedXml(request, at('/sitemap.xml'))
    const listed = sitemap.elements('loc').map((loc) => pathOf(DomUtils.textContent(loc)))
    expect(listed.includes(route)).toBe(build.has)

    await page.goto(at(`${pages.search.route}?q=${encodeURIComponent(query)}`))
    if (build.has) await expectFound(page, entry)
    else {
      await searched(page)
      await expect(resultFor(page, post.title)).toHaveCount(0)
    }
  })
}
