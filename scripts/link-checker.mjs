// Finds the addresses in an exported site that lead nowhere (check-links.mjs), and the
// files they lead to (the post-build step, which publishes no other upload).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { Parser } from 'htmlparser2'

import { LIST_ATTRIBUTE } from './lib/deferred-scripts.mjs'
import { hasRel, htmlFiles, readElements } from './lib/html.mjs'

/** Attributes holding one address, by element. */
const URL_ATTRIBUTES = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  source: ['src'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
}

/** Attributes holding a list of pictures: "url 1x, url 2x" or "url 640w, ...". */
const SRCSET_ATTRIBUTES = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] }

/** Link-preview meta tags whose content is an address. */
const URL_META = new Set(['og:image', 'og:image:secure_url', 'og:url', 'twitter:image'])

/** Link relations that name a host to connect to early, not a file. */
const CONNECTION_HINTS = new Set(['preconnect', 'dns-prefetch'])

/** The types of a `<link rel="alternate">` that announces a feed. */
const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml'])

/** Structured data's properties that hold a picture: an address, an ImageObject or a list. */
const PICTURE_PROPERTIES = new Set(['image', 'logo', 'thumbnailUrl'])

/** The addresses of the pictures a block of structured data names. */
function structuredDataPictures(value, pictures = [], isPicture = false) {
  if (typeof value === 'string') {
    if (isPicture) pictures.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) structuredDataPictures(item, pictures, isPicture)
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const picture =
        PICTURE_PROPERTIES.has(key) || (isPicture && ['url', 'contentUrl'].includes(key))
      structuredDataPictures(inner, pictures, picture)
    }
  }
  return pictures
}

/** The address a static host serves a file at: 'sobre/index.html' is '/sobre/'. */
export function pagePath(file) {
  return `/${file}`.replace(/(^|\/)index\.html$/, '$1')
}

function srcsetUrls(value) {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)
}

/**
 * The ids a fragment can point at, every address the page refers to (its structured data's
 * pictures included), and the manifests and feeds it announces.
 */
export function readPage(html) {
  const anchors = new Set()
  const urls = []
  const manifests = []
  const feeds = []
  for (const element of readElements(html)) {
    const { name, attributes } = element
    const value = (attribute) => attributes.get(attribute)?.trim()
    if (value('id')) anchors.add(attributes.get('id'))
    if (name === 'a' && value('name')) anchors.add(attributes.get('name'))
    if (name === 'link' && [...CONNECTION_HINTS].some((hint) => hasRel(element, hint))) continue
    if (name === 'link' && hasRel(element, 'manifest') && value('href')) {
      manifests.push(attributes.get('href'))
    }
    if (name === 'link' && hasRel(element, 'alternate') && FEED_TYPES.has(value('type'))) {
      feeds.push(value('href'))
    }
    if (name === 'script' && value('type') === 'application/ld+json') {
      urls.push(
        ...structuredDataPictures(JSON.parse(html.slice(element.text.start, element.text.end))),
      )
    }
    // The scripts the page's loader adds after the first paint, and the data it fetches.
    if (name === 'script' && attributes.get(LIST_ATTRIBUTE)) {
      const { scripts, data } = JSON.parse(attributes.get(LIST_ATTRIBUTE))
      urls.push(...scripts.map((script) => script.src), data)
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      if (value(attribute)) urls.push(value(attribute))
    }
    for (const attribute of SRCSET_ATTRIBUTES[name] ?? []) {
      if (attributes.get(attribute)) urls.push(...srcsetUrls(attributes.get(attribute)))
    }
    const property = attributes.get('property') ?? attributes.get('name')
    if (name === 'meta' && URL_META.has(property) && value('content')) {
      urls.push(value('content'))
    }
  }
  return { anchors, urls, manifests, feeds }
}

/** The text of every element `tag` in an XML document, such as a sitemap's <loc>. */
export function xmlTexts(xml, tag) {
  const texts = []
  let current = null
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === tag) current = ''
      },
      ontext(text) {
        if (current !== null) current += text
      },
      onclosetag(name) {
        if (name === tag && current !== null) texts.push(current.trim())
        if (name === tag) current = null
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.end(xml)
  return texts
}

/**
 * The file a static host would answer `pathname` with, or null: a folder address (with or
 * without its trailing slash) is answered with the folder's index.html.
 */
export function resolveFile(outDir, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const file = path.join(outDir, decoded)
  if (!file.startsWith(path.resolve(outDir))) return null
  if (existsSync(file) && statSync(file).isFile()) return file
  const index = path.join(file, 'index.html')
  return existsSync(index) ? index : null
}

/** The origin the site is published at, from the home page's canonical address. */
export function siteOriginOf(outDir) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  let canonical = null
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'link' && attributes.rel === 'canonical') canonical ??= attributes.href
    },
  })
  parser.end(html)
  if (!canonical) throw new Error(`${outDir}/index.html has no <link rel="canonical">`)
  return new URL(canonical).origin
}

function decodeFragment(hash) {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/**
 * Every address the published files of the export at `outDir` refer to, each with the file
 * it is in (`page`) and the address it is read against (`base`): the pages' links, pictures,
 * scripts, stylesheets, icons, link-preview images and structured data's pictures, the
 * icons of the manifests and the links and pictures of the feeds they announce, and the
 * addresses the sitemap and robots.txt list (`listed`: each must be on the site).
 * `pageAt(file)` reads a page (`readPage`), once.
 */
export function referencesIn(outDir, siteOrigin, pageAt) {
  const root = path.resolve(outDir)
  const origin = new URL(siteOrigin).origin
  const references = []
  const announced = { manifests: new Map(), feeds: new Map() }
  for (const relative of htmlFiles(root)) {
    const base = new URL(pagePath(relative), origin)
    const page = pageAt(path.join(root, relative))
    for (const url of page.urls) references.push({ page: relative, url, base })
    for (const kind of ['manifests', 'feeds']) {
      for (const url of page[kind]) {
        const file = URL.canParse(url, base) && resolveFile(root, new URL(url, base).pathname)
        if (file) announced[kind].set(file, new URL(pagePath(path.relative(root, file)), origin))
      }
    }
  }

  for (const [file, address] of announced.manifests) {
    const page = path.relative(root, file)
    const manifest = JSON.parse(readFileSync(file, 'utf8'))
    for (const icon of manifest.icons ?? []) references.push({ page, url: icon.src, base: address })
    if (manifest.start_url) references.push({ page, url: manifest.start_url, base: address })
  }

  // A feed's items link their pages, and show a picture in their text, which is HTML.
  for (const [file, address] of announced.feeds) {
    const page = path.relative(root, file)
    const xml = readFileSync(file, 'utf8')
    for (const url of xmlTexts(xml, 'link'))
      references.push({ page, url, base: address, listed: true })
    for (const html of xmlTexts(xml, 'content:encoded')) {
      for (const url of readPage(html).urls) references.push({ page, url, base: address })
    }
  }

  const sitemap = path.join(root, 'sitemap.xml')
  if (existsSync(sitemap)) {
    for (const url of xmlTexts(readFileSync(sitemap, 'utf8'), 'loc')) {
      references.push({ page: 'sitemap.xml', url, base: origin, listed: true })
    }
  }

  const robots = path.join(root, 'robots.txt')
  if (existsSync(robots)) {
    for (const [, url] of readFileSync(robots, 'utf8').matchAll(/^sitemap:\s*(\S+)/gim)) {
      references.push({ page: 'robots.txt', url, base: origin, listed: true })
    }
  }
  return references
}

/** Reads each page of the export once, however often it is asked for. */
function pageReader() {
  const pages = new Map()
  return (file) => {
    if (!pages.has(file)) pages.set(file, readPage(readFileSync(file, 'utf8')))
    return pages.get(file)
  }
}

/**
 * Every broken address in the export at `outDir` (`referencesIn`): one that matches no
 * file, or whose fragment matches no id on its page. Addresses on other hosts, mailto: and
 * tel: are left alone; absolute addresses on `siteOrigin` are checked like local ones.
 * Returns one { page, url, problem } per broken address.
 */
export function findBrokenLinks(outDir, siteOrigin) {
  const root = path.resolve(outDir)
  const origin = new URL(siteOrigin).origin
  const pageAt = pageReader()
  const broken = []
  for (const { page, url, base, listed } of referencesIn(root, origin, pageAt)) {
    if (listed && URL.canParse(url) && new URL(url).origin !== origin) {
      broken.push({ page, url, problem: `is not on ${origin}` })
      continue
    }
    if (!URL.canParse(url, base)) {
      broken.push({ page, url, problem: 'is not a valid address' })
      continue
    }
    const target = new URL(url, base)
    if (!['http:', 'https:'].includes(target.protocol) || target.origin !== origin) continue
    const file = resolveFile(root, target.pathname)
    if (!file) {
      broken.push({ page, url, problem: 'matches no file in the export' })
      continue
    }
    const fragment = decodeFragment(target.hash)
    // An empty fragment and "#top" lead to the top of the page (HTML standard).
    if (!fragment || fragment.toLowerCase() === 'top') continue
    if (!file.endsWith('.html') || !pageAt(file).anchors.has(fragment)) {
      broken.push({ page, url, problem: `has no element with id "${fragment}"` })
    }
  }
  return broken
}

/**
 * The files of the export at `outDir` that its published files use (`referencesIn`), as
 * absolute paths: what a visitor, a search engine or a feed reader can reach from a page.
 */
export function usedFiles(outDir, siteOrigin) {
  const root = path.resolve(outDir)
  const origin = new URL(siteOrigin).origin
  const used = new Set()
  for (const { url, base } of referencesIn(root, origin, pageReader())) {
    if (!URL.canParse(url, base)) continue
    const target = new URL(url, base)
    const file = target.origin === origin && resolveFile(root, target.pathname)
    if (file) used.add(file)
  }
  return used
}

/**
 * Where the export and the page registry disagree: a page built that no entry declares (a
 * route file added without its entry) or an entry that built no page. `declared` lists the
 * registry's HTML files; the editor's page is written beside the site, not declared.
 */
export function registryProblems(outDir, declared) {
  const built = htmlFiles(outDir).filter((file) => file !== 'admin/index.html')
  return [
    ...built
      .filter((file) => !declared.includes(file))
      .map((file) => `${file} was built, but no entry of content/registry/pages.ts declares it`),
    ...declared
      .filter((file) => !built.includes(file))
      .map(
        (file) =>
          `${file} is declared in content/registry/pages.ts, but the build made no such page`,
      ),
  ]
}
