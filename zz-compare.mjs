import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
const [a, b] = process.argv.slice(2)
const files = (dir) => readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'))
const facts = (html) => {
  const doc = parseDocument(html)
  const all = DomUtils.findAll(() => true, doc.children)
  const body = DomUtils.findOne((e) => e.name === 'body', doc.children)
  const strip = (n) => { for (const e of DomUtils.findAll((e) => e.name === 'script' || e.name === 'style', n.children)) DomUtils.removeElement(e) }
  const ld = all.filter((e) => e.name === 'script' && e.attribs.type === 'application/ld+json').map((e) => DomUtils.textContent(e))
  const metas = all.filter((e) => e.name === 'meta' && e.attribs['http-equiv'] !== 'Content-Security-Policy').map((e) => JSON.stringify(e.attribs)).sort()
  const links = all.filter((e) => e.name === 'link' && !/stylesheet|preload/.test(e.attribs.rel ?? '')).map((e) => JSON.stringify(e.attribs)).sort()
  strip(body)
  const title = DomUtils.textContent(DomUtils.findOne((e) => e.name === 'title', doc.children))
  return { title, text: DomUtils.textContent(body).replace(/\s+/g, ' '), ld, metas, links, markup: DomUtils.getOuterHTML(body).replace(/\s+/g,' ').length }
}
let diffs = 0
const A = new Set(files(a)), B = new Set(files(b))
for (const f of [...A].filter((f) => !B.has(f))) { console.log('only in', a, f); diffs++ }
for (const f of [...B].filter((f) => !A.has(f))) { console.log('only in', b, f); diffs++ }
for (const f of [...A].filter((f) => B.has(f))) {
  const x = facts(readFileSync(path.join(a, f), 'utf8')), y = facts(readFileSync(path.join(b, f), 'utf8'))
  for (const k of Object.keys(x)) if (JSON.stringify(x[k]) !== JSON.stringify(y[k])) { diffs++; console.log('DIFF', f, k, JSON.stringify(x[k]).slice(0, 200), '\n   vs', JSON.stringify(y[k]).slice(0, 200)) }
}
console.log(`${A.size} pages compared, ${diffs} differences`)
