import path from 'node:path'

import { loopsInFixedCeilings, loopsOf } from './growing-loops'

const root = path.join(__dirname, '..')
const file = path.join(root, 'e2e', 'example.spec.ts')
const found = (text: string) => loopsInFixedCeilings(file, text, root)

const IMPORTS = `
import { posts } from '../content/entries/blog'
import { sitePages } from '../content/registry/links'
import { allowTimeForItems, allowTimeForPages, routes, test } from './fixtures'
`

describe('loops over what grows with the site', () => {
  it('refuses a test that waits on every page under its fixed ceiling', () => {
    expect(
      found(`${IMPORTS}
test('every page', async ({ page }) => {
  for (const { path } of routes) await page.goto(path)
})`),
    ).toEqual(['e2e/example.spec.ts:7: routes'])
  })

  it('follows a list made from one, and callbacks that wait', () => {
    expect(
      found(`${IMPORTS}
const paths = [...routes.map((route) => route.path), '/404/']
const newest = posts().toSorted()
test('pages', async ({ page, request }) => {
  for (const path of paths) await page.goto(path)
  await Promise.all(newest.map(async (post) => await request.get(post.slug)))
  sitePages().forEach(async (entry) => { await request.get(entry.route) })
})`),
    ).toEqual([
      'e2e/example.spec.ts:9: paths',
      'e2e/example.spec.ts:10: newest',
      'e2e/example.spec.ts:11: sitePages()',
    ])
  })

  it('finds promises made per item and waited for together, counted loops and listed parts', () => {
    expect(
      found(`
import { aboutService, serviceLinks } from '@/content/entries/services'
import { routes, test } from './fixtures'
const visit = (page, path) => page.goto(path)
test('all at once', async ({ page, request }) => {
  await Promise.all(routes.map((route) => request.get(route.path)))
  await Promise.all(serviceLinks().map(visit))
  for (let i = 0; i < routes.length; i++) await page.goto(routes[i].path)
  for (const item of aboutService('backup').cases) await page.goto(item.slug)
  const count = aboutService('backup').cases.length
})`),
    ).toEqual([
      'e2e/example.spec.ts:6: routes',
      'e2e/example.spec.ts:7: serviceLinks()',
      'e2e/example.spec.ts:8: routes',
      "e2e/example.spec.ts:9: aboutService('backup').cases",
    ])
  })

  it('reads a collection imported through the @/ alias', () => {
    expect(
      found(`
import { caseStudies } from '@/content/entries/cases'
import { test } from './fixtures'
test('cases', async ({ page }) => {
  for (const entry of caseStudies()) await page.goto(entry.slug)
})`),
    ).toEqual(['e2e/example.spec.ts:5: caseStudies()'])
  })

  it('takes a ceiling that grows with the count, one test per item, or no waiting', () => {
    expect(
      found(`${IMPORTS}
test('every page', async ({ page }) => {
  allowTimeForPages(routes.length)
  for (const { path } of routes) await page.goto(path)
})
for (const route of routes) {
  test(route.path, async ({ page }) => {
    await page.goto(route.path)
  })
}
test.describe('each post', () => {
  for (const post of posts()) test(post.slug, async () => {})
})
async function readAll(request) {
  allowTimeForItems(sitePages().length)
  for (const entry of sitePages()) await request.get(entry.route)
}
test('titles', async () => {
  const titles = []
  for (const post of posts()) titles.push(post.title)
})`),
    ).toEqual([])
  })

  it('leaves alone lists that do not grow: the first few, one item, a local of the same name', () => {
    expect(
      found(`${IMPORTS}
test('a few', async ({ page }) => {
  const posts = ['a', 'b']
  for (const post of posts) await page.goto(post)
  for (const entry of sitePages().slice(0, 6)) await page.goto(entry.route)
  const [first] = routes
  for (const link of first.links) await page.goto(link)
})`),
    ).toEqual([])
  })
})

test('no e2e test waits on every page, post, case or service under a fixed ceiling', () => {
  expect(loopsOf(root)).toEqual([])
})
