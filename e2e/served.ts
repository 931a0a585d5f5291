import type { APIRequestContext } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { expect } from './fixtures'

/**
 * What a search engine or a feed reader reads: the files as the server sends them, parsed
 * with htmlparser2, without a browser.
 */

type Element = ReturnType<typeof DomUtils.findAll>[number]

/** A page's HTML as the server sends it, whatever its status. */
export async function served(request: APIRequestContext, path: string) {
  const document = parseDocument(await (await request.get(path)).text())
  const all = (test: (element: Element) => boolean, within = document.children) =>
    DomUtils.findAll(test, within)
  /** The content of every meta tag of this name or property. */
  const metas = (key: string) =>
    all((e) => e.name === 'meta' && (e.attribs.name === key || e.attribs.property === key)).map(
      (e) => e.attribs.content,
    )
  return {
    all,
    metas,
    /** The content of a meta tag, by name or property. */
    meta: (key: string) => metas(key)[0],
    /** The attributes of every `<link>` with this rel. */
    links: (rel: string) => all((e) => e.name === 'link' && e.attribs.rel === rel),
    /** The page's one canonical address. */
    canonical: () => {
      const canonicals = all((e) => e.name === 'link' && e.attribs.rel === 'canonical')
      expect(canonicals, `the canonical links of ${path}`).toHaveLength(1)
      return canonicals[0]!.attribs.href!
    },
    title: () => DomUtils.textContent(all((e) => e.name === 'title')[0]!),
    /** Every JSON-LD block, parsed. */
    structuredData: () =>
      all((e) => e.name === 'script' && e.attribs.type === 'application/ld+json').map(
        (e) => JSON.parse(DomUtils.textContent(e)) as Record<string, unknown>,
      ),
    /** The question and the answer of each `<details>`, as the page shows them. */
    details: () =>
      all((e) => e.name === 'details').map((details) => {
        const text = (name: string) =>
          DomUtils.textContent(all((e) => e.name === name, details.children)[0]!).trim()
        return { question: text('summary'), answer: text('p') }
      }),
    /** Every address the page links to or loads: each element's href or src. */
    addresses: () =>
      all((e) => Boolean(e.attribs.href ?? e.attribs.src)).map(
        (e) => (e.attribs.href ?? e.attribs.src)!,
      ),
  }
}

/** An XML file as the server sends it (the sitemap, the feed): its elements by name. */
export async function servedXml(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const document = parseDocument(await response.text(), { xmlMode: true })
  return {
    /** Every element of this name, within `within` or the whole file. */
    elements: (name: string, within = document.children) =>
      DomUtils.findAll((e) => e.name === name, within),
    /** The text of the first element of this name within `within`. */
    text: (name: string, within = document.children) => {
      const element = DomUtils.findOne((e) => e.name === name, within)
      return element ? DomUtils.textContent(element) : undefined
    },
  }
}

/** Width and height of a PNG, read from its header. */
export function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

/** The site's public origin, as its home page's canonical address names it. */
export async function siteOrigin(request: APIRequestContext) {
  return new URL((await served(request, '/')).canonical()).origin
}

/** The day a date of the sitemap or the feed falls on in Brasília, as `2026-10-07`. */
export const dayInBrasilia = (date: string) =>
  new Date(date).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })

/** The day each page of the sitemap last changed, as its `<lastmod>` says, by its address. */
export async function sitemapLastChanged(request: APIRequestContext) {
  const sitemap = await servedXml(request, '/sitemap.xml')
  return new Map(
    sitemap
      .elements('url')
      .map((url) => [sitemap.text('loc', url.children), sitemap.text('lastmod', url.children)]),
  )
}

/**
 * Checks a page's structured data has one trail (`BreadcrumbList`), its steps numbered from
 * 1, named `names` and at `routes` of `origin`, in that order.
 */
export function expectTrail(
  data: Record<string, unknown>[],
  { names, routes, origin }: { names: string[]; routes: string[]; origin: string },
) {
  const trails = data.filter((item) => item['@type'] === 'BreadcrumbList')
  expect(trails).toHaveLength(1)
  const steps = trails[0]!.itemListElement as { position: number; name: string; item: string }[]
  expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1))
  expect(steps.map((step) => step.name)).toEqual(names)
  expect(steps.map((step) => step.item)).toEqual(routes.map((route) => `${origin}${route}`))
}
