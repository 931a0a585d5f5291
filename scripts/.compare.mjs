import { readFileSync } from 'node:fs'
import { parseDocument, DomUtils } from 'htmlparser2'
const files = [
  'index.html',
  'sobre/index.html',
  'servicos/index.html',
  'contato/index.html',
  'politica-de-privacidade/index.html',
  '404.html',
]
const [a, b] = process.argv.slice(2)
function facts(html) {
  const doc = parseDocument(html)
  const all = DomUtils.findAll(() => true, doc.children)
  const title = DomUtils.textContent(all.find((e) => e.name === 'title'))
  const metas = all
    .filter(
      (e) =>
        e.name === 'meta' &&
        (e.attribs.name || e.attribs.property) &&
        e.attribs.name !== 'next-size-adjust',
    )
    .map((e) => `${e.attribs.name || e.attribs.property}=${e.attribs.content}`)
    .sort()
  const links = all
    .filter((e) => e.name === 'link' && ['canonical', 'alternate'].includes(e.attribs.rel))
    .map((e) => `${e.attribs.rel}=${e.attribs.href}`)
  const ld = all
    .filter((e) => e.name === 'script' && e.attribs.type === 'application/ld+json')
    .map((e) => DomUtils.textContent(e))
  const body = all.find((e) => e.name === 'body')
  // visible text: drop scripts/styles/templates
  const strip = (n) => {
    if (n.type === 'script' || n.type === 'style' || n.name === 'template') return ''
    if (n.type === 'text') return n.data
    return (n.children || []).map(strip).join(' ')
  }
  const text = strip(body).replace(/\s+/g, ' ').trim()
  const anchors = DomUtils.findAll((e) => e.name === 'a', body.children)
    .map((e) => e.attribs.href)
    .join(' ')
  for (const s of DomUtils.findAll(
    (e) => e.name === 'script' && e.attribs.type !== 'application/ld+json',
    body.children,
  ))
    DomUtils.removeElement(s)
  const markup = DomUtils.getOuterHTML(body).replace(/\/_next\/static\/[^"' ]+/g, 'ASSET')
  return { title, metas, links, ld, text, anchors, markup }
}
let ok = true
for (const f of files) {
  const x = facts(readFileSync(`${a}/${f}`, 'utf8')),
    y = facts(readFileSync(`${b}/${f}`, 'utf8'))
  for (const k of Object.keys(x)) {
    const s1 = JSON.stringify(x[k]),
      s2 = JSON.stringify(y[k])
    if (s1 !== s2) {
      ok = false
      let i = 0
      while (s1[i] === s2[i]) i++
      console.log(
        `${f} ${k} differs at ${i}:\n  before: ${s1.slice(Math.max(0, i - 80), i + 120)}\n  after:  ${s2.slice(Math.max(0, i - 80), i + 120)}`,
      )
    }
  }
}
console.log(
  ok
    ? 'identical: title, metas, canonical, JSON-LD, visible text, links, <main> markup'
    : 'DIFFERENT',
)
