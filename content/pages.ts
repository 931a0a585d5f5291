import type { z } from 'zod'

import type { MenuEvent } from '@/lib/analytics/events'

import aboutData from './data/about.json'
import contactData from './data/contact.json'
import homeData from './data/home.json'
import privacyData from './data/privacy.json'
import searchData from './data/search.json'
import servicesData from './data/services.json'
import {
  aboutSchema,
  contactSchema,
  homeSchema,
  searchSchema,
  servicesSchema,
} from './page-schemas'
import { privacySchema } from './privacy-schema'
import { searchRoute } from './search'

/**
 * Every page of the site, declared once. The sitemap, each page's metadata, the menu and
 * the footer, the editor's forms (content/collections.ts), the budget, bench and
 * screenshot scripts, the link checker, the host configurations and the e2e suite all
 * read this list; content/README.md says how to add a page.
 */

/** The file of content/data/ that holds a page's copy, with the schema it follows. */
type PageContent<Schema extends z.ZodType> = {
  file: string
  schema: Schema
  /** The file itself, imported, so the bundler ships it with the page that reads it. */
  data: unknown
}

export type PageEntry<Schema extends z.ZodType = z.ZodType> = {
  /**
   * The address, with its final slash, as the static host serves it. A page made once per
   * entry of a list has a `[param]` segment (`/blog/[slug]/`) and `params`.
   */
  route: string
  /** The values of the route's `[param]` segment, one page each (generateStaticParams). */
  params?: () => readonly string[]
  /** Its name in the editor: the title of its form and of its search-result fields. */
  label: string
  content: PageContent<Schema>
  /** The page's main heading, read from its copy: what proves the page rendered. */
  heading: (content: z.output<Schema>) => string
  /** Its link in the menu and the footer's "Links Rápidos", and what a menu click sends. */
  link?: { label: string; menuEvent?: MenuEvent }
  /** The page has its own header and footer: links to it load a whole new document. */
  ownLayout?: true
  /**
   * The page compiles WebAssembly (the site search's reader, Pagefind): its policy alone
   * allows `'wasm-unsafe-eval'` (lib/security/policy.ts). A visitor keeps the policy of the
   * document they loaded while the router moves them on, so the page is only ever reached
   * with a whole new document: a plain GET form or a plain link, never `next/link`.
   */
  webAssembly?: true
  /** Out of the sitemap, and search engines are asked not to index it (`noindex`). */
  unlisted?: true
}

/** An entry with its content's type and its route kept, so both are checked where used. */
const page = <Schema extends z.ZodType, Route extends string>(
  entry: PageEntry<Schema> & { route: Route },
) => entry

export const pages = {
  home: page({
    route: '/',
    label: 'Página inicial',
    content: { file: 'content/data/home.json', schema: homeSchema, data: homeData },
    heading: (home) => home.hero.title,
    link: { label: 'Home', menuEvent: 'click_menu_home' },
  }),
  about: page({
    route: '/sobre/',
    label: 'Sobre nós',
    content: { file: 'content/data/about.json', schema: aboutSchema, data: aboutData },
    heading: (about) => about.hero.title,
    link: { label: 'Sobre', menuEvent: 'click_menu_sobre' },
  }),
  services: page({
    route: '/servicos/',
    label: 'Serviços',
    content: { file: 'content/data/services.json', schema: servicesSchema, data: servicesData },
    heading: (services) => services.hero.title,
    link: { label: 'Serviços', menuEvent: 'click_menu_servicos' },
  }),
  contact: page({
    route: '/contato/',
    label: 'Contato',
    content: { file: 'content/data/contact.json', schema: contactSchema, data: contactData },
    heading: (contact) => contact.hero.title,
    link: { label: 'Contato', menuEvent: 'click_menu_contato' },
  }),
  privacy: page({
    route: '/politica-de-privacidade/',
    label: 'Política de privacidade',
    content: { file: 'content/data/privacy.json', schema: privacySchema, data: privacyData },
    heading: (policy) => policy.title,
    link: { label: 'Política de Privacidade' },
    ownLayout: true,
  }),
  search: page({
    route: searchRoute,
    label: 'Busca',
    content: { file: 'content/data/search.json', schema: searchSchema, data: searchData },
    heading: (search) => search.hero.title,
    webAssembly: true,
    unlisted: true,
  }),
}

export type PageName = keyof typeof pages

/** The href of a link to a page of the shared layout: `/sobre`. */
export type PagePath<Route = (typeof pages)[PageName]['route']> = Route extends `${infer Path}/`
  ? Path extends ''
    ? '/'
    : Path
  : never

/** What a static host answers an unknown address with (app/not-found.tsx). */
export const notFoundPage = { route: '/404.html', file: '404.html' } as const

/** The HTML file of the export that answers a route: `/sobre/` → `sobre/index.html`. */
export const fileOf = (route: string) => `${route.slice(1)}index.html`

/** Every address a page answers at: one, or one per value of its `[param]`. */
export function routesOf(entry: Pick<PageEntry, 'route' | 'params'>): string[] {
  if (!entry.params) return [entry.route]
  return entry.params().map((value) => entry.route.replace(/\[\w+\]/, value))
}

/** A built page: its registry name, the address it answers and its file in out/. */
export type SitePage = { name: PageName; route: string; file: string }

/** Every page of the export, home first, one per address. */
export function sitePages(): SitePage[] {
  return Object.entries(pages).flatMap(([name, entry]) =>
    routesOf(entry).map((route) => ({ name: name as PageName, route, file: fileOf(route) })),
  )
}

/** Whether links to a page load a whole new document rather than go through the router. */
export const loadsAsDocument = (entry: Pick<PageEntry, 'ownLayout' | 'webAssembly'>) =>
  Boolean(entry.ownLayout || entry.webAssembly)

/**
 * The href a link to a page carries. Pages the client router moves to are linked without
 * their final slash, as it expects; a page loaded as a whole new document with it.
 */
export const linkTo = (entry: Pick<PageEntry, 'route' | 'ownLayout' | 'webAssembly'>) =>
  loadsAsDocument(entry) || entry.route === '/' ? entry.route : entry.route.replace(/\/$/, '')

/** The pages linked from the menu, in the registry's order. */
export const menuPages = () =>
  Object.values(pages).flatMap((entry) =>
    entry.link?.menuEvent
      ? [{ label: entry.link.label, href: linkTo(entry) as PagePath, event: entry.link.menuEvent }]
      : [],
  )

/** The footer's "Links Rápidos": every page with a link, in the registry's order. */
export const quickLinks = () =>
  Object.values(pages).flatMap((entry) =>
    entry.link
      ? [{ label: entry.link.label, href: linkTo(entry), reload: loadsAsDocument(entry) }]
      : [],
  )
