import { readFileSync } from 'node:fs'
import path from 'node:path'

import { collections } from '../registry/collections'
import { factValues } from '../company/company'
import * as contactFallback from './contact-fallback'
import * as contactForm from './contact-form'
import * as faq from '../company/faq'
import { figureMentions } from '../company/figures'
import { pageContent } from '../registry/page-content'
import { isSinglePage, pages } from '../registry/pages'
import type { SinglePageName } from '../registry/pages'
import * as seo from '../registry/seo'
import * as testimonials from '../company/testimonials'

/** Every string a content module exports, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const copy = [
  ...Object.entries(pages).flatMap(([name, page]) =>
    isSinglePage(page)
      ? [pageContent(name as SinglePageName), seo.pageMeta(name as SinglePageName)]
      : [],
  ),
  contactForm,
  contactFallback,
  faq,
  seo,
  testimonials,
].flatMap(strings)

/**
 * The figures the company promises, each said one way on every page: a visitor who reads
 * "2 horas" on one page and "2h úteis" on another wonders which is true.
 */
const { horasParaResponder, minutosAoTelefone, economia, resolvidosNaPrimeira, regiaoDeVisita } =
  factValues
const figureWordings = [
  {
    mention: /horas úteis/i,
    wording: `primeira resposta em até ${horasParaResponder} horas úteis`,
  },
  {
    mention: new RegExp(`${minutosAoTelefone} minutos`, 'i'),
    wording: `por telefone ou acesso remoto em ${minutosAoTelefone} minutos, em média`,
  },
  { mention: /mesmo dia/i, wording: `no mesmo dia em ${regiaoDeVisita}` },
  { mention: new RegExp(`${economia}%`), wording: `até ${economia}% nos custos com tecnologia` },
  {
    mention: new RegExp(`${resolvidosNaPrimeira}%`),
    wording: `${resolvidosNaPrimeira}% dos chamados resolvidos na primeira tentativa`,
  },
]

test.each(figureWordings)(
  'every mention of $mention uses the wording "$wording"',
  ({ mention, wording }) => {
    const mentions = copy.filter((text) => mention.test(text))
    expect(mentions.length).toBeGreaterThan(1)
    for (const text of mentions) expect(text.toLowerCase()).toContain(wording.toLowerCase())
  },
)

test.each(Object.values(collections))(
  '$file names every promised figure by its token, none written by hand',
  ({ file }) => {
    const data = JSON.parse(readFileSync(path.join(__dirname, '../..', file), 'utf8')) as unknown
    expect(strings(data).flatMap(figureMentions)).toEqual([])
  },
)

test('monitoring is "Monitoramento 24h" everywhere', () => {
  expect(copy.filter((text) => /24\/7|24 horas por dia e 7/i.test(text))).toEqual([])
})

test('"precisar" takes its preposition: "de que" or "do que" sua empresa precisa', () => {
  expect(copy.some((text) => /\b(de|do) que sua empresa precisa\b/i.test(text))).toBe(true)
  expect(
    copy.filter((text) => /(?<!\b(de|do) )\bque (a )?sua empresa precisa\b/i.test(text)),
  ).toEqual([])
})
