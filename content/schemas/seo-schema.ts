import type { z } from 'zod'

import companyData from '../data/company.json'
import { exampleSwitch, group, list, text } from './field-kinds'
import { isSinglePage, pages } from '../registry/pages'
import type { SinglePageName } from '../registry/pages'

/**
 * Search engines show about this many characters of a title, and html-validate's
 * long-title rule (run by `npm test`) holds every page to it. The brand name is part of
 * each title, so `npm run build` checks them all, whole, whenever the company's name
 * changes.
 */
export const TITLE_MAX_LENGTH = 70

/** What the site adds after a page's own title: the company's name. */
const titleEnd = ` | ${companyData.name}`

/** A page's title and description in search results and link previews. */
const pageMeta = (label: string) =>
  group(label, {
    title: text('Título', TITLE_MAX_LENGTH - titleEnd.length, {
      hint: `Vai na aba do navegador e nos buscadores, seguido de “${titleEnd}”; o título inteiro cabe em ${TITLE_MAX_LENGTH} caracteres.`,
    }),
    description: text('Descrição', 240, {
      multiline: true,
      hint: 'O resumo que os buscadores mostram sob o título.',
    }),
  })

export const seoSchema = group('Buscadores', {
  // The descriptions repeat the company's promises and figures.
  example: exampleSwitch(),
  defaultTitle: text('Título padrão', TITLE_MAX_LENGTH, {
    hint: 'O título de uma página sem título próprio, como a de página não encontrada.',
  }),
  keywords: list('Palavras-chave', text('Palavra-chave', 40), {
    min: 3,
    max: 15,
    itemLabel: 'Palavra-chave',
  }),
  // One title and description per page of the registry with its own copy, named as the
  // page's form is; pages made per entry (a post, a case) take the entry's. A page left
  // out takes its heading and the summary its kind gives (page-kinds.ts).
  pages: group(
    'Páginas',
    Object.fromEntries(
      Object.entries(pages).flatMap(([name, page]) =>
        isSinglePage(page) ? [[name, pageMeta(page.label).optional()]] : [],
      ),
    ) as {
      [Name in SinglePageName]: z.ZodOptional<ReturnType<typeof pageMeta>>
    },
  ),
})
