import { fieldLabel, readContent } from '@/lib/content/read'

import { collections } from './collections'
import { company, factValues } from './company'
import data from './data/seo.json'

/**
 * What the pages tell search engines and link previews: content/data/seo.json (edited at
 * /admin/ or by hand). Each page's route is set here.
 */
const seo = readContent(collections.seo, data, factValues)

/** Title and description each page gives search engines and link previews. */
export type PageMeta = {
  title: string
  description: string
  /** Route with its trailing slash, as the static host serves it. */
  path: string
}

export { TITLE_MAX_LENGTH } from './page-schemas'

export const siteMeta = {
  titleTemplate: `%s | ${company.name}`,
  defaultTitle: seo.defaultTitle,
  locale: 'pt_BR',
  keywords: seo.keywords,
}

export const pageMeta = {
  home: { ...seo.pages.home, path: '/' },
  about: { ...seo.pages.about, path: '/sobre/' },
  services: { ...seo.pages.services, path: '/servicos/' },
  contact: { ...seo.pages.contact, path: '/contato/' },
  privacy: { ...seo.pages.privacy, path: '/politica-de-privacidade/' },
} satisfies Record<string, PageMeta>

/**
 * Every title the site gives a browser tab and a search result, whole, with the field of
 * content/data/seo.json it comes from, as the editor names it.
 */
export function siteTitles(): { field: string; title: string }[] {
  const { schema } = collections.seo
  return [
    { field: fieldLabel(schema, ['defaultTitle']), title: siteMeta.defaultTitle },
    ...Object.entries(pageMeta).map(([name, { title }]) => ({
      field: fieldLabel(schema, ['pages', name, 'title']),
      title: siteMeta.titleTemplate.replace('%s', title),
    })),
  ]
}
