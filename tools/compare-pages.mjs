// What a visitor and a search engine read of two exports, compared page by page: the text,
// the title, the meta tags, the links of the head and the structured data. For a change
// that should draw the same pages (a refactor, a new build step), before it lands.
//
//   npm run compare:pages -- out-before out
//
// Scripts and styles are left out (their names change from build to build); the policy's
// <meta> too. Prints each difference, and how many pages it compared.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { DomUtils, parseDocument } from 'htmlparser2'

const [before, after] = process.argv.slice(2)
if (!before || !after) {
  console.error('Usage: npm run compare:pages -- <export> <export>')
  process.exit(2)
}

/** The pages of an export, the editor's apart. */
const pagesOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .sort()

/** What a page says, in a form two builds can be compared by. */
function readable(html) {
  const document = parseDocument(html)
  const all = DomUtils.findAll(() => true, document.children)
  const body = DomUtils.findOne((element) => element.name === 'body', document.children)
  const structuredData = all
    .filter(
      (element) => element.name === 'script' && element.attribs.type === 'application/ld+json',
    )
    .map((element) => DomUtils.textContent(element))
  for (const element of DomUtils.findAll(
    (element) => element.name === 'script' || element.name === 'style',
    body?.children ?? [],
  )) {
    DomUtils.removeElement(element)
  }
  const attributes = (element) => JSON.stringify(element.attribs)
  return {
    title: DomUtils.textContent(
      DomUtils.findOne((e) => e.name === 'title', document.children) ?? [],
    ),
    text: DomUtils.textContent(body ?? [])
      .replace(/\s+/g, ' ')
      .trim(),
    metas: all
      .filter((e) => e.name === 'meta' && e.attribs['http-equiv'] !== 'Content-Security-Policy')
      .map(attributes)
      .sort(),
    links: all
      .filter((e) => e.name === 'link' && !/stylesheet|preload/.test(e.attribs.rel ?? ''))
      .map(attributes)
      .sort(),
    structuredData,
  }
}

const [a, b] = [pagesOf(before), pagesOf(after)]
let differences = 0
for (const file of a.filter((file) => !b.includes(file))) {
  console.log(`only in ${before}: ${file}`)
  differences++
}
for (const file of b.filter((file) => !a.includes(file))) {
  console.log(`only in ${after}: ${file}`)
  differences++
}
for (const file of a.filter((file) => b.includes(file))) {
  const [x, y] = [before, after].map((dir) => readable(readFileSync(path.join(dir, file), 'utf8')))
  for (const key of Object.keys(x)) {
    if (JSON.stringify(x[key]) === JSON.stringify(y[key])) continue
    console.log(
      `${file}, ${key}:\n  ${JSON.stringify(x[key]).slice(0, 300)}\n  ${JSON.stringify(y[key]).slice(0, 300)}`,
    )
    differences++
  }
}
console.log(`${a.length} pages compared, ${differences} differences.`)
process.exitCode = differences ? 1 : 0
