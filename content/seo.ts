import { readContent } from '@/lib/content/read'

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

/**
 * Search engines show about this many characters of a title, and html-validate's
 * long-title rule (run by `npm test`) holds every page to it. The brand name is part of
 * each title, so `npm run build` checks them all whenever the company's name changes.
 */
export const TITLE_MAX_LENGTH = 70

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

/** Every title the site gives a browser tab and a search result, by route. */
export function siteTitles(): { label: string; title: string }[] {
  return [
    { label: 'título padrão', title: siteMeta.defaultTitle },
    ...Object.values(pageMeta).map(({ path, title }) => ({
      label: `título da página ${path}`,
      title: siteMeta.titleTemplate.replace('%s', title),
    })),
  ]
}
