import type { Page } from '@playwright/test'

import { pageContent, pageHeading } from '../content/registry/page-content'
import { readingLinks } from '../content/registry/links'
import { pages } from '../content/registry/pages'
import { searchForm, searchMessages } from '../content/texts/search'
import { env } from '../lib/env'
import { PAGEFIND_MODULE, PAGEFIND_PATH } from '../lib/search/pagefind'
import {
  accessibilityViolations,
  allowTimeForPages,
  expect,
  onePagePerKind,
  open,
  servedPath,
  test,
} from './fixtures'
import { expectFound } from './search-page'
import { aCase, aPost, cases, keywordOf, pluralInTitles, posts, services } from './searchable'

/**
 * The site search at /busca/: Pagefind's index of the posts and cases, built after the
 * export, searched in the browser. The pages it should find are the published posts and
 * cases (e2e/searchable.ts); the page's words come from content/.
 */

const SEARCH = pages.search.route
/** What a test types when what the search finds does not matter. */
const ANY_QUERY = 'rede'
const copy = pageContent('search')
/** The lists of posts and of cases: the pages the footer's column of reading links to. */
const lists = readingLinks().map((link) => servedPath(link.href))

const field = (page: Page) => page.getByRole('searchbox', { name: searchForm.label })
const main = (page: Page) => page.getByRole('main')
const announcement = (page: Page) => main(page).getByRole('status')

/**
 * Checks the live region announces as many results as the page shows, for `query`: all of
 * them, with none left behind a "more" button.
 */
async function expectCountAnnounced(page: Page, query: string) {
  // Typing searches at each pause: the results of a shorter query may still be on the page
  // for a moment, so the count is read with the announcement until both are the query's.
  await expect
    .poll(async () => {
      const shown = await main(page).getByRole('article').count()
      const said = await announcement(page).textContent()
      return shown > 0 && said === searchMessages.found(shown, query)
    })
    .toBe(true)
  await expect(main(page).getByRole('button', { name: searchMessages.more })).toHaveCount(0)
}

/** Checks the page offers the lists of posts and of cases, in its own words. */
async function expectListsOffered(page: Page) {
  const links = main(page).getByRole('listitem').getByRole('link')
  await expect(links).toHaveText([copy.browse.articles, copy.browse.cases])
  for (const [index, list] of lists.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', list)
  }
}

test('typing finds a post, links to it, announces the count and passes an audit', async ({
  page,
  pageErrors,
}) => {
  const post = aPost()
  const query = keywordOf(post)
  await open(page, SEARCH)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('search'))
  await expect(announcement(page)).toHaveText('')

  await field(page).pressSequentially(query)
  await expectFound(page, post)
  await expectCountAnnounced(page, query)
  // The search is in the address, for a reload or a link to share.
  await expect(page).toHaveURL(`${SEARCH}?q=${encodeURIComponent(query)}`)

  await test.step('passes an accessibility audit with the results shown', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await accessibilityViolations(page)).toEqual([])
  })
  expect(pageErrors).toEqual([])
})

test('Enter searches at once; the address keeps the search; another form of a word finds its page', async ({
  page,
  pageErrors,
}) => {
  const { entry, query } = pluralInTitles([...posts, ...cases])
  await open(page, SEARCH)
  await field(page).fill(query)
  await field(page).press('Enter')
  await expectFound(page, entry)
  await expectCountAnnounced(page, query)

  // A reload, or a link with ?q=, shows the same search.
  await page.reload()
  await expect(field(page)).toHaveValue(query)
  await expectFound(page, entry)
  expect(pageErrors).toEqual([])
})

test('a case is found and named as a case', async ({ page }) => {
  const entry = aCase()
  const query = keywordOf(entry)
  await open(page, `${SEARCH}?q=${encodeURIComponent(query)}`)
  await expect(field(page)).toHaveValue(query)
  await expectFound(page, entry)
})

test("each service's page is found by its name and named as a service", async ({ page }) => {
  expect(services, 'published services').not.toHaveLength(0)
  allowTimeForPages(services.length)
  for (const entry of services) {
    await test.step(entry.route, async () => {
      const query = keywordOf(entry)
      await open(page, `${SEARCH}?q=${encodeURIComponent(query)}`)
      await expectFound(page, entry)
    })
  }
})

test('a search that matches nothing says so', async ({ page, pageErrors }) => {
  // No word of the site: letters in an order no Portuguese word has.
  const query = 'xqzwvkj'
  await open(page, SEARCH)
  await field(page).fill(query)
  await expect(announcement(page)).toHaveText(searchMessages.none(query))
  await expect(main(page).getByRole('article')).toHaveCount(0)
  expect(pageErrors).toEqual([])
})

test('a search that cannot load says so and offers the lists instead', async ({ page }) => {
  // As offline, or behind a filter that blocks the index.
  await page.route(`**${PAGEFIND_PATH}**`, (route) => route.abort('internetdisconnected'))
  await open(page, SEARCH)
  await field(page).fill(ANY_QUERY)
  await expect(announcement(page)).toHaveText(searchMessages.failed)
  await expectListsOffered(page)
})

test('without scripts the page says the search needs them, and the form still sends', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(SEARCH)
  await expect(main(page).getByText(copy.noScript)).toBeVisible()
  await expectListsOffered(page)
  await field(page).fill(ANY_QUERY)
  await field(page).press('Enter')
  await expect(page).toHaveURL(`${SEARCH}?q=${ANY_QUERY}`)
  await context.close()
})

test('the form on the lists of posts and cases loads the search, which finds', async ({
  page,
  pageErrors,
}) => {
  const post = aPost()
  for (const list of lists) {
    await open(page, list)
    await field(page).fill(keywordOf(post))
    await field(page).press('Enter')
    // A whole new document, under the search page's own policy: it finds.
    await expect(page).toHaveURL(`${SEARCH}?q=${encodeURIComponent(keywordOf(post))}`)
    await expectFound(page, post)
  }
  expect(pageErrors).toEqual([])
})

test('Pagefind loads on the search page alone, once the search is used', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith(PAGEFIND_PATH)) requested.push(`${page.url()}: ${pathname}`)
  })
  // A page of each other kind of the registry, each opened until its chat loader starts,
  // then the search page: what a page loads is its kind's code.
  const others = onePagePerKind.filter((route) => !route.webAssembly)
  allowTimeForPages(others.length + 1)
  for (const { path } of others) {
    // The chat loader is the last thing a page starts, once it is idle.
    const started = page.waitForEvent('requestfailed', (r) => r.url() === env.chatScriptUrl)
    await open(page, path)
    await started
  }
  expect(requested).toEqual([])

  // On the search page, nothing until the field is used.
  const started = page.waitForEvent('requestfailed', (r) => r.url() === env.chatScriptUrl)
  await open(page, SEARCH)
  await started
  expect(requested).toEqual([])
  const reader = page.waitForRequest((r) => new URL(r.url()).pathname === PAGEFIND_MODULE)
  await field(page).focus()
  await reader
})
