import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'

import { folders } from '../../content/registry/collections'
import { postSchema } from '../../content/schemas/entry-schemas'
import { fieldLabel } from '../../lib/data-files/read'
import { BLOBS_PER_QUERY } from '../../editor/batched-reads'
import { DECAP_USER_KEY } from '../../editor/publication-message'
import { adminPhrases } from '../../editor/locale'
import { scalePosts } from '../../tools/lib/scale-posts.mjs'
import { expect, test } from '../fixtures'
import { phrase, publicationSettings, serveBuild } from './editor-page'
import { countByKind, type CountedRequest, serveGitHub } from './github-api'

/**
 * The editor with a blog of a thousand posts, as a company that publishes for years will
 * have it: signed in to GitHub, whose API the test answers from this checkout's content
 * with the posts multiplied (tools/lib/scale-posts.mjs). Listing the posts, searching
 * them and opening one each take a few requests, counted here, whatever the blog's size.
 */

const POSTS = 1000

/**
 * The most requests each step may take at POSTS posts. Decap's own reads took 45 to list
 * the posts, 1,981 to search them (a file and a commit each) and 3 to open one; the batched
 * reads (editor/batched-reads.ts) take the tree and one GraphQL query a
 * hundred posts to search, and no commits. Opening a post also reads, for its "Serviço"
 * field, the services' pages (a tree and their few files: 6 requests in all, measured),
 * which do not grow with the posts.
 */
const MOST_REQUESTS = {
  list: 30,
  search: 2 + Math.ceil(POSTS / BLOBS_PER_QUERY),
  open: 7,
}
const root = path.join(__dirname, '../..')
const out = path.join(root, 'out')

/** Where the built editor commits, as its page says. */
const settings = publicationSettings(out)

/** This checkout's content/ and uploads, with POSTS posts in the blog's folder. */
function repositoryFiles() {
  const files = new Map<string, Buffer>()
  const add = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), {
      withFileTypes: true,
      recursive: true,
    })) {
      if (!entry.isFile()) continue
      const file = path.relative(root, path.join(entry.parentPath, entry.name))
      files.set(file, readFileSync(path.join(root, file)))
    }
  }
  add('content')
  add(folders.posts.media)
  add(folders.caseStudies.media)
  const blog = folders.posts.folder
  const real = [...files]
    .filter(([file]) => file.startsWith(`${blog}/`) && file.endsWith('.md'))
    .map(([file, text]) => ({ slug: path.basename(file, '.md'), text: text.toString('utf8') }))
  for (const { slug } of real) files.delete(`${blog}/${slug}.md`)
  for (const { slug, text } of scalePosts(real, POSTS))
    files.set(`${blog}/${slug}.md`, Buffer.from(text))
  return files
}

/** A post's title as its file has it, which the editor's list shows. */
const titleOf = (text: string) => (parse(text.split('---')[1]!) as { title: string }).title

/** The words of a title a person might search for: letters only, six or more of them. */
const wordOf = (title: string) => title.match(/\p{L}{6,}/gu)![0]!

/** The requests made since `from`, by kind, and how long the step took. */
const step = (requests: CountedRequest[], from: number, started: number) => ({
  milliseconds: Math.round(performance.now() - started),
  requests: requests.length - from,
  byKind: countByKind(requests.slice(from)),
})

test(`lists, searches and opens ${POSTS} posts with a few requests each`, async ({ page }) => {
  test.setTimeout(120_000)
  const files = repositoryFiles()
  const titles = [...files]
    .filter(([file]) => file.startsWith(`${folders.posts.folder}/`))
    .map(([, text]) => titleOf(text.toString('utf8')))
  const [listed, sought] = [titles[0]!, titles.at(-1)!]
  const requests = await serveGitHub(page, { ...settings, files })
  const origin = await serveBuild(page, out)
  await page.addInitScript(([key, user]) => localStorage.setItem(key, user), [
    DECAP_USER_KEY,
    JSON.stringify({ backendName: 'github', token: 'stand-in-token', login: 'equipe' }),
  ] as const)

  let from = requests.length
  let started = performance.now()
  await page.goto(`${origin}/admin/#/collections/posts`)
  await expect(page.getByRole('link', { name: listed }).first()).toBeVisible()
  const list = step(requests, from, started)

  from = requests.length
  started = performance.now()
  const search = page.getByPlaceholder(adminPhrases.collection.sidebar.searchAll)
  const term = wordOf(sought)
  await search.fill(term)
  await search.press('Enter')
  const heading = phrase(adminPhrases.collection.collectionTop.searchResults, { searchTerm: term })
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  const results = page.getByRole('link', { name: sought })
  await expect(results.first()).toBeVisible()
  const searched = step(requests, from, started)

  from = requests.length
  started = performance.now()
  await results.first().click()
  await expect(page.getByRole('textbox', { name: fieldLabel(postSchema, ['title']) })).toHaveValue(
    sought,
  )
  const opened = step(requests, from, started)

  const report = { list, searched, opened }
  test.info().annotations.push({ type: 'requests', description: JSON.stringify(report) })
  expect(list.requests, JSON.stringify(list.byKind)).toBeLessThanOrEqual(MOST_REQUESTS.list)
  expect(searched.requests, JSON.stringify(searched.byKind)).toBeLessThanOrEqual(
    MOST_REQUESTS.search,
  )
  expect(opened.requests, JSON.stringify(opened.byKind)).toBeLessThanOrEqual(MOST_REQUESTS.open)
})
