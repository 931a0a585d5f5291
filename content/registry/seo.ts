import { fieldLabel, readContent } from '@/lib/data-files/read'
import type { ContentProblem } from '@/lib/data-files/read'

import { collections } from './collections'
import { company, factValues } from '../company/company'
import data from '../data/seo.json'
import { pageContent } from './page-content'
import { isSinglePage, pages } from './pages'
import type { SinglePageName } from './pages'

const singlePageNames = () =>
  Object.keys(pages).filter((name) =>
    isSinglePage(pages[name as keyof typeof pages]),
  ) as SinglePageName[]

/**
 * What the pages tell search engines and link previews (edited at /admin/ or by hand):
 * one title and description per page of the registry.
 */
const seo = readContent(collections.seo, data, factValues)

/** Title and description a page gives search engines and link previews. */
export type PageMeta = {
  title: string
  description: string
  /** Route with its trailing slash, as the static host serves it. */
  path: string
}

export { TITLE_MAX_LENGTH } from '../schemas/seo-schema'

export const siteMeta = {
  titleTemplate: `%s | ${company.name}`,
  defaultTitle: seo.defaultTitle,
  locale: 'pt_BR',
  keywords: seo.keywords,
}

/**
 * A page's title and description, and the address they describe: the editor's, or the
 * page's heading and its kind's summary of its copy while the editor has none.
 */
export function pageMeta(name: SinglePageName): PageMeta {
  const path = pages[name].route
  const own = seo.pages[name]
  if (own) return { ...own, path }
  const { heading, summary } = pages[name].kind as {
    heading: (content: unknown) => string
    summary: (content: unknown) => string
  }
  const content = pageContent(name)
  return { title: heading(content), description: summary(content), path }
}

/**
 * Every title the site gives a browser tab and a search result, whole, with the field of
 * the SEO file it comes from, as the editor names it.
 */
export function siteTitles(): { field: string; title: string }[] {
  const { schema } = collections.seo
  return [
    { field: fieldLabel(schema, ['defaultTitle']), title: siteMeta.defaultTitle },
    ...singlePageNames().map((name) => ({
      field: fieldLabel(schema, ['pages', name, 'title']),
      title: siteMeta.titleTemplate.replace('%s', pageMeta(name).title),
    })),
  ]
}

/**
 * Titles longer than search engines show, whole, with the company's name they end with; a
 * longer name is the usual cause. Each names its field of the SEO file.
 */
export function titleProblems(
  titles: readonly { field: string; title: string }[],
  maxLength: number,
): ContentProblem[] {
  return titles
    .filter(({ title }) => title.length > maxLength)
    .map(({ field, title }) => ({
      file: 'content/data/seo.json',
      field,
      problem: `"${title}" tem ${title.length} caracteres, e os buscadores mostram até ${maxLength}: encurte este título ou o nome da empresa (em Dados da empresa)`,
    }))
}
