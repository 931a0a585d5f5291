import type { Page } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import {
  categoriesInUse,
  POSTS_PER_PAGE,
  postCrumbs,
  posts,
  relatedPosts,
} from '../content/entries/blog'
import type { Post } from '../content/entries/blog'
import { company } from '../content/company/company'
import { blogLabels, shareLabels, trailLabels } from '../content/texts/entry-labels'
import { pageContent } from '../content/registry/page-content'
import { pages } from '../content/registry/pages'
import { routeOf } from '../content/registry/routes'
import { responsiveImage } from '../lib/images/responsive-image'
import { blogFeed } from '@/content/registry/metadata'
import { expectSpecialistCallCounted } from './data-layer'
import { allowTimeForItems, allowTimeForPages, expect, open, test } from './fixtures'
import {
  dayInBrasilia,
  expectTrail,
  served,
  servedXml,
  siteOrigin,
  sitemapLastChanged,
} from './served'

const postPath = (post: Post) => routeOf(pages.post.route, post.slug)
const categoryPath = (slug: string) => routeOf(pages.category.route, slug)

/** The published posts by their dates, newest first, as a reader expects a blog. */
const newestFirst = [...posts()].sort((a, b) => b.published.localeCompare(a.published))

/** The post that opens the list: the newest of those marked as featured, else the newest. */
const featured = newestFirst.find((post) => post.featured) ?? newestFirst[0]!

/**
 * The post whose page is checked in a browser: one with a table of contents and an update,
 * so that both are seen (its test fails, saying so, when no post has both).
 */
const post =
  newestFirst.find((entry) => entry.outline.length > 0 && entry.updated) ?? newestFirst[0]!

// The months as Portuguese writes them, rather than lib/format.ts's formatter: the check is
// that a date reads this way, on the same day as its `datetime`.
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]

/** A stored day (`2026-10-07`) as a Brazilian reader writes it: `7 de outubro de 2026`. */
function longForm(day: string) {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} de ${MONTHS[month! - 1]} de ${year}`
}

/** The post's own article, which the related posts' cards are not part of. */
const postArticle = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })

test('/blog/ opens with the featured post, then the others newest first, each card leading to its post', async ({
  page,
}) => {
  await page.goto(pages.blog.route)
  const cards = page.getByRole('main').getByRole('article')
  const listed = [
    featured,
    ...newestFirst.filter((entry) => entry !== featured).slice(0, POSTS_PER_PAGE),
  ]

  await test.step('lists the featured post first and marked, then the others newest first', async () => {
    await expect(cards.getByRole('heading')).toHaveText(listed.map((entry) => entry.title))
    await expect(cards.first().getByText(blogLabels.featured, { exact: true })).toBeVisible()
    await expect(cards.getByText(blogLabels.featured, { exact: true })).toHaveCount(1)
  })

  await test.step('gives each card its link, date and reading time', async () => {
    for (const [index, entry] of listed.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('link', { name: entry.title })).toHaveAttribute(
        'href',
        postPath(entry),
      )
      await expect(card.locator(`time[datetime="${entry.published}"]`)).toHaveText(
        longForm(entry.published),
      )
      await expect(card.getByText(blogLabels.readingTime(entry.readingMinutes))).toBeVisible()
    }
  })

  await test.step('links every category with posts, "Todos os artigos" marked as this page', async () => {
    const nav = page.getByRole('navigation', { name: blogLabels.categories })
    const categories = categoriesInUse()
    await expect(nav.getByRole('link')).toHaveText([
      blogLabels.allPosts,
      ...categories.map((category) => category.name),
    ])
    await expect(nav.locator('[aria-current="page"]')).toHaveText(blogLabels.allPosts)
    allowTimeForItems(categories.length)
    for (const category of categories) {
      await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        categoryPath(category.slug),
      )
    }
  })

  await test.step('opens a post from a tap anywhere on its card', async () => {
    const entry = listed.at(-1)!
    const summary = cards.last().getByText(entry.summary)
    await summary.scrollIntoViewIfNeeded()
    const box = (await summary.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page).toHaveURL(postPath(entry))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
  })
})

test('each category page lists only its posts, newest first, and marks itself among the categories', async ({
  page,
}) => {
  const categories = categoriesInUse()
  // A page for each category, reached through the one before it.
  allowTimeForPages(categories.length)
  await page.goto(categoryPath(categories[0]!.slug))
  const nav = page.getByRole('navigation', { name: blogLabels.categories })
  for (const [index, category] of categories.entries()) {
    await test.step(category.name, async () => {
      if (index > 0) await nav.getByRole('link', { name: category.name, exact: true }).click()
      await expect(page).toHaveURL(categoryPath(category.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
      const own = newestFirst.filter((entry) => entry.category.slug === category.slug)
      await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
        own.map((entry) => entry.title),
      )
      await expect(nav.locator('[aria-current="page"]')).toHaveText(category.name)
    })
  }
})

test(`a post (${post.slug}) reads as an article, leads to its sections and related posts, and is shared with its address`, async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, postPath(post))
  const article = postArticle(page)
  const url = (await page.locator('link[rel="canonical"]').getAttribute('href'))!

  await test.step('opens with its trail, title, author, dates and reading time', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const crumbs = postCrumbs(post)
    const trail = page.getByRole('navigation', { name: trailLabels.name })
    await expect(trail.getByRole('link')).toHaveText(crumbs.slice(0, -1).map((c) => c.label))
    await expect(trail.locator('[aria-current="page"]')).toHaveText(post.title)
    await expect(
      article.getByText(`${blogLabels.by} ${post.author.name}, ${post.author.role}`),
    ).toBeVisible()
    await expect(
      article.getByText(`${blogLabels.published} ${longForm(post.published)}`),
    ).toBeVisible()
    await expect(article.locator(`time[datetime="${post.published}"]`)).toHaveText(
      longForm(post.published),
    )
    expect(post.updated, 'a post updated since it came out').toBeDefined()
    const updated = post.updated!
    await expect(article.getByText(`${blogLabels.updated} ${longForm(updated)}`)).toBeVisible()
    await expect(article.locator(`time[datetime="${updated}"]`)).toHaveText(longForm(updated))
    await expect(article.getByText(blogLabels.readingTime(post.readingMinutes))).toBeVisible()
  })

  await test.step('shows its cover, the one picture the browser fetches first', async () => {
    const cover = article.getByRole('img', { name: post.cover.alt })
    // Its fallback, never the upload itself with its metadata (lib/images/).
    await expect(cover).toHaveAttribute('src', responsiveImage(post.cover.src).fallbackSrc)
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    await expect(cover).not.toHaveAttribute('loading', 'lazy')
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })

  await test.step('its table of contents leads to each section, clear of the header', async () => {
    expect(post.outline, 'a post with a table of contents').not.toHaveLength(0)
    const outline = page.getByRole('navigation', { name: blogLabels.outline })
    await expect(outline.getByRole('link')).toHaveText(post.outline.map((item) => item.text))
    const last = post.outline.at(-1)!
    await outline.getByRole('link', { name: last.text, exact: true }).click()
    await expect(page).toHaveURL(`${postPath(post)}#${last.id}`)
    const heading = article.getByRole('heading', { name: last.text, exact: true })
    await expect(heading).toHaveAttribute('id', last.id)
    await expect(heading).toBeInViewport()
    const header = (await page.getByRole('banner').boundingBox())!
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
  })

  await test.step('shares the address and title with WhatsApp, LinkedIn and e-mail', async () => {
    expect(url).toMatch(/^https:\/\//)
    expect(new URL(url).pathname).toBe(postPath(post))
    const share = page.getByRole('region', { name: shareLabels.title })
    const href = (name: string) =>
      share.getByRole('link', { name, exact: true }).getAttribute('href') as Promise<string>

    const whatsapp = new URL(await href(shareLabels.whatsapp))
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/')
    expect(whatsapp.searchParams.get('text')).toBe(`${shareLabels.message(post.title)}${url}`)

    const linkedin = new URL(await href(shareLabels.linkedin))
    expect(`${linkedin.origin}${linkedin.pathname}`).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    )
    expect([...linkedin.searchParams]).toEqual([['url', url]])

    // Mail programs read a "+" as itself: every space and sign is percent-encoded.
    const email = await href(shareLabels.email)
    expect(email).toMatch(/^mailto:\?[^\s+]+$/)
    const fields = new URLSearchParams(email.slice('mailto:?'.length))
    expect(fields.get('subject')).toBe(post.title)
    expect(fields.get('body')).toContain(post.summary)
    expect(fields.get('body')!.endsWith(url)).toBe(true)

    for (const name of [shareLabels.whatsapp, shareLabels.linkedin]) {
      await expect(share.getByRole('link', { name, exact: true })).toHaveAttribute(
        'target',
        '_blank',
      )
    }
  })

  await test.step('"Copiar link" puts the address on the clipboard and says so', async () => {
    const share = page.getByRole('region', { name: shareLabels.title })
    const status = share.getByRole('status')
    await expect(status).toHaveText('')
    await share.getByRole('button', { name: shareLabels.copy }).click()
    await expect(status).toHaveText(shareLabels.copied)
    await expect(share.getByRole('button', { name: shareLabels.copied })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  })

  await test.step('ends with related posts, each leading to its page', async () => {
    const related = relatedPosts(post)
    const section = page.getByRole('region', { name: blogLabels.related })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      related.map((entry) => entry.title),
    )
    const next = related[0]!
    await section.getByRole('link', { name: next.title }).click()
    await expect(page).toHaveURL(postPath(next))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title)
  })
})

test(
  'the call at the end of a post counts as "Falar com Especialista" from the post',
  { tag: '@both-builds' },
  async ({ page, build }) => {
    await open(page, postPath(post))
    await expectSpecialistCallCounted(page, build, {
      regionName: pageContent('blog').closing.title,
      placement: 'blog_post',
    })
  },
)

test('every post tells search engines its address, what it is and where it sits', async ({
  request,
}) => {
  const origin = await siteOrigin(request)
  allowTimeForItems(posts().length)
  for (const entry of posts()) {
    const path = postPath(entry)
    await test.step(path, async () => {
      const html = await served(request, path)
      // A post says when it was updated, and only a post that was.
      const main = html.all((e) => e.name === 'main')[0]!
      expect(DomUtils.textContent(main).includes(blogLabels.updated), path).toBe(
        Boolean(entry.updated),
      )
      const canonical = html.canonical()
      expect(canonical).toBe(`${origin}${path}`)
      const data = html.structuredData()

      const postings = data.filter((item) => item['@type'] === 'BlogPosting')
      expect(postings).toHaveLength(1)
      expect(postings[0]).toMatchObject({
        '@context': 'https://schema.org',
        headline: entry.title,
        description: entry.summary,
        image: `${origin}${responsiveImage(entry.cover.src).fallbackSrc}`,
        datePublished: entry.published,
        dateModified: entry.updated ?? entry.published,
        author: { name: entry.author.name },
        publisher: { name: company.name },
        mainEntityOfPage: { '@id': canonical },
        url: canonical,
        inLanguage: 'pt-BR',
        articleSection: entry.category.name,
      })
      const image = responsiveImage(entry.cover.src).fallbackSrc
      const cover = await request.get(image)
      expect(cover.headers()['content-type'], image).toMatch(/^image\//)

      expectTrail(data, {
        names: postCrumbs(entry).map((c) => c.label),
        routes: ['/', pages.blog.route, categoryPath(entry.category.slug), path],
        origin,
      })

      // Each entry of the table of contents names a heading of the post, by its id.
      const outlineTitle = html.all(
        (e) => e.name === 'h2' && DomUtils.textContent(e) === blogLabels.outline,
      )[0]
      const outline = html.all(
        (e) => e.name === 'nav' && e.attribs['aria-labelledby'] === outlineTitle?.attribs.id,
      )
      expect(outline).toHaveLength(entry.outline.length > 0 ? 1 : 0)
      for (const link of outline[0] ? html.all((e) => e.name === 'a', outline[0].children) : []) {
        const id = link.attribs.href!.replace(/^#/, '')
        const targets = html.all((e) => e.attribs.id === id)
        expect(targets, id).toHaveLength(1)
        expect(['h2', 'h3']).toContain(targets[0]!.name)
        expect(DomUtils.textContent(targets[0]!)).toBe(DomUtils.textContent(link))
      }

      // Copying needs a script: without one, no button that does nothing.
      const copy = html.all(
        (e) => e.name === 'button' && DomUtils.textContent(e).includes(shareLabels.copy),
      )
      expect(copy).toHaveLength(1)
      expect(copy[0]!.attribs).toHaveProperty('hidden')
    })
  }
})

test('the feed lists every published post, newest first, with its page', async ({ request }) => {
  const origin = await siteOrigin(request)
  const feed = await servedXml(request, blogFeed.url)

  await test.step('names the blog, its page and its own address', async () => {
    const [channel] = feed.elements('channel')
    const own = channel!.children.filter((node) => !('name' in node) || node.name !== 'item')
    expect(feed.text('title', own)).toBe(blogFeed.title)
    expect(feed.text('link', own)).toBe(`${origin}${pages.blog.route}`)
    expect(feed.text('language', own)).toBe('pt-BR')
    expect(feed.elements('atom:link')[0]?.attribs).toMatchObject({
      href: `${origin}${blogFeed.url}`,
      rel: 'self',
    })
  })

  await test.step('has one item per published post, newest first, each linking to its page', async () => {
    const items = feed.elements('item')
    expect(items.map((item) => feed.text('title', item.children))).toEqual(
      newestFirst.map((entry) => entry.title),
    )
    for (const [index, item] of items.entries()) {
      const entry = newestFirst[index]!
      const link = feed.text('link', item.children)!
      expect(link).toBe(`${origin}${postPath(entry)}`)
      expect(feed.text('guid', item.children)).toBe(link)
      expect(feed.text('description', item.children)).toBe(entry.summary)
      expect(feed.text('category', item.children)).toBe(entry.category.name)
      expect(feed.text('dc:creator', item.children)).toBe(entry.author.name)
      expect(dayInBrasilia(feed.text('pubDate', item.children)!)).toBe(entry.published)
      // The page the item links to answers there, under that name.
      const page = await served(request, new URL(link).pathname)
      expect(page.canonical()).toBe(link)
      expect(page.meta('og:title')).toBe(entry.title)
      // Its text shows the cover's fallback, a JPEG or PNG every e-mail program shows.
      const text = parseDocument(feed.text('content:encoded', item.children)!)
      const cover = responsiveImage(entry.cover.src)
      expect(DomUtils.findOne((e) => e.name === 'img', text.children)?.attribs).toMatchObject({
        src: `${origin}${cover.fallbackSrc}`,
        width: String(cover.width),
        height: String(cover.height),
      })
      const picture = await request.get(cover.fallbackSrc)
      expect(picture.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/)
    }
  })
})

test('the sitemap lists every post with the day it last changed', async ({ request }) => {
  const origin = await siteOrigin(request)
  const lastChanged = await sitemapLastChanged(request)
  for (const entry of posts()) {
    const lastmod = lastChanged.get(`${origin}${postPath(entry)}`)
    expect(lastmod, entry.slug).toBeDefined()
    expect(dayInBrasilia(lastmod!), entry.slug).toBe(entry.updated ?? entry.published)
  }
})
