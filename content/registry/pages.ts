import type { z } from 'zod'

import type { MenuEvent } from '@/lib/analytics/events'

import aboutData from '../data/about.json'
import contactData from '../data/contact.json'
import homeData from '../data/home.json'
import privacyData from '../data/privacy.json'
import searchData from '../data/search.json'
import servicesData from '../data/services.json'
import {
  categoriesInUse,
  categoryBySlug,
  categoryPageName,
  categoryPageParams,
  listPageName,
  listPageNumbers,
  postBySlug,
  posts,
  postsIn,
} from '../entries/blog'
import { caseBySlug, caseStudies } from '../entries/cases'
import { contactRoute } from './contact-route'
import { categoryParam, routeOf } from './routes'
import { serviceBySlug, services } from '../entries/services'
import { blogLabels } from '../texts/entry-labels'
import blogData from '../data/blog.json'
import casesData from '../data/cases.json'
import type { PageKindDefinition } from '../schemas/page-kinds'
import {
  aboutKind,
  blogKind,
  casesKind,
  contactKind,
  homeKind,
  searchKind,
  servicesKind,
} from '../schemas/page-schemas'
import { privacyKind } from '../schemas/privacy-schema'
import { searchRoute } from '../texts/search'

/**
 * Every page of the site, declared once. The sitemap, each page's metadata, the menu and
 * the footer (`links.ts`), the editor's forms (`collections`), the budget, bench and
 * screenshot scripts, the link checker, the host configurations and the e2e suite all
 * read this list; the content guide says how to add a page. The addresses it declares are
 * read by `routes.ts`; the pages of the export and the links to them, by `links.ts`.
 */

/** The file of content/data/ that holds a page's copy, with the schema it follows. */
type PageContent<Schema extends z.ZodType> = {
  file: string
  schema: Schema
  /** The file itself, imported, so the bundler ships it with the page that reads it. */
  data: unknown
}

export type PageEntry<Schema extends z.ZodType = z.ZodType> = {
  /** The address, with its final slash, as the static host serves it. */
  route: string
  /** Its name in the editor: the title of its form and of its search-result fields. */
  label: string
  content: PageContent<Schema>
  /** The page's main heading, read from its copy: what proves the page rendered. */
  heading(content: z.output<Schema>): string
  /** The kind of page it is (page-kinds.ts), which gives its schema, heading and view. */
  kind: PageKindDefinition<Schema>
  /** Its link in the menu and the footer's "Links Rápidos", and what a menu click sends. */
  link?: { label: string; menuEvent?: MenuEvent }
  /** Its link in the footer's column of reading (the blog, the cases). */
  readingLink?: string
  /** The page has its own header and footer: links to it load a whole new document. */
  ownLayout?: true
  /**
   * The page compiles WebAssembly (the site search's reader, Pagefind): its policy alone
   * allows `'wasm-unsafe-eval'` (`policyDirectives`). A visitor keeps the policy of the
   * document they loaded while the router moves them on, so the page is only ever reached
   * with a whole new document: a plain GET form or a plain link, never `next/link`.
   */
  webAssembly?: true
  /** Out of the sitemap, and search engines are asked not to index it (`noindex`). */
  unlisted?: true
  /** The day what it lists last changed (`2026-11-26`), for the sitemap. */
  modified?: () => string | undefined
}

/**
 * Pages made once per entry of a list (a post, a category, a case): a route with a
 * `[param]` segment, one page per value of `params`. Their title and description come
 * from the entry itself, not from the editor's "Títulos nos buscadores".
 */
export type EntryPages = {
  route: string
  /** The values of the route's `[param]` segment, one page each (generateStaticParams). */
  params: () => readonly string[]
  /** What the pages are, in the editor's words. */
  label: string
  /**
   * A page's title and description in search results and link previews; `canonical` when
   * the page is a copy of another, which search engines should show instead (the copy is
   * left out of the sitemap).
   */
  meta: (param: string) => { title: string; description: string; canonical?: string }
  /** A page's main heading: what proves it rendered. */
  heading: (param: string) => string
  /** The day a page's entry last changed (`2026-11-26`), for the sitemap. */
  modified?: (param: string) => string
}

/**
 * A page of a kind (page-kinds.ts) with its file of copy: its schema and heading come from
 * the kind. Its route and kind are kept in its type, so both are checked where used.
 */
const page = <Kind extends PageKindDefinition, Route extends string>({
  kind,
  content,
  ...entry
}: Omit<PageEntry, 'content' | 'heading' | 'kind'> & {
  route: Route
  kind: Kind
  content: Omit<PageContent<z.ZodType>, 'schema'>
}) => ({
  ...entry,
  kind,
  content: { ...content, schema: kind.schema as Kind['schema'] },
  heading: kind.heading as Kind['heading'],
})

/** Pages made per entry, with their route kept. */
const entryPages = <Route extends `${string}[${string}]/`>(entry: EntryPages & { route: Route }) =>
  entry

/** A category's page, the first of its list (the others: `categoryPage`). */
const categoryRoute = '/blog/categoria/[category]/'

export const pages = {
  home: page({
    route: '/',
    label: 'Página inicial',
    kind: homeKind,
    content: { file: 'content/data/home.json', data: homeData },
    link: { label: 'Home', menuEvent: 'click_menu_home' },
  }),
  about: page({
    route: '/sobre/',
    label: 'Sobre nós',
    kind: aboutKind,
    content: { file: 'content/data/about.json', data: aboutData },
    link: { label: 'Sobre', menuEvent: 'click_menu_sobre' },
  }),
  services: page({
    route: '/servicos/',
    label: 'Serviços',
    kind: servicesKind,
    content: { file: 'content/data/services.json', data: servicesData },
    link: { label: 'Serviços', menuEvent: 'click_menu_servicos' },
  }),
  service: entryPages({
    route: '/servicos/[slug]/',
    params: () => services().map((entry) => entry.slug),
    label: 'Páginas de serviço',
    meta: (slug) => {
      const entry = serviceBySlug(slug)
      return { title: entry.title, description: entry.summary }
    },
    heading: (slug) => serviceBySlug(slug).title,
    modified: (slug) => serviceBySlug(slug).modified,
  }),
  contact: page({
    route: contactRoute,
    label: 'Contato',
    kind: contactKind,
    content: { file: 'content/data/contact.json', data: contactData },
    link: { label: 'Contato', menuEvent: 'click_menu_contato' },
  }),
  privacy: page({
    route: '/politica-de-privacidade/',
    label: 'Política de privacidade',
    kind: privacyKind,
    content: { file: 'content/data/privacy.json', data: privacyData },
    link: { label: 'Política de Privacidade' },
    ownLayout: true,
  }),
  blog: page({
    route: '/blog/',
    label: 'Blog',
    kind: blogKind,
    content: { file: 'content/data/blog.json', data: blogData },
    readingLink: 'Blog',
    modified: () => posts()[0]?.modified,
  }),
  blogPage: entryPages({
    route: '/blog/pagina/[page]/',
    params: listPageNumbers,
    label: 'Páginas do blog',
    meta: (page) =>
      page === '1'
        ? {
            title: blogLabels.pageTitle,
            description: blogLabels.pageDescription,
            canonical: '/blog/',
          }
        : {
            title: `${blogLabels.pageTitle} (${listPageName(Number(page))})`,
            description: blogLabels.numberedPageDescription(listPageName(Number(page))),
          },
    heading: (page) =>
      page === '1' ? blogData.hero.title : `${blogLabels.pageTitle}: ${listPageName(Number(page))}`,
  }),
  category: entryPages({
    route: categoryRoute,
    params: () => categoriesInUse().map((category) => category.slug),
    label: 'Categorias do blog',
    meta: (slug) => {
      const category = categoryBySlug(slug)
      return {
        title: `${category.name}: ${blogLabels.pageTitle}`,
        description: category.description,
      }
    },
    heading: (slug) => categoryBySlug(slug).name,
    modified: (slug) => postsIn(slug)[0]!.modified,
  }),
  categoryPage: entryPages({
    route: '/blog/categoria/[category]/pagina/[page]/',
    params: categoryPageParams,
    label: 'Páginas das categorias do blog',
    meta: (param) => {
      const [slug, page] = categoryParam(param)
      const { name } = categoryBySlug(slug)
      const pageName = categoryPageName(slug, page)
      return {
        title: `${name} (${pageName}): ${blogLabels.pageTitle}`,
        description: blogLabels.categoryPageDescription(name, pageName),
        // The first is the category's own page, which search engines are to show.
        ...(page === 1 && { canonical: routeOf(categoryRoute, slug) }),
      }
    },
    heading: (param) => {
      const [slug, page] = categoryParam(param)
      const { name } = categoryBySlug(slug)
      return page === 1 ? name : `${name}: ${categoryPageName(slug, page)}`
    },
    modified: (param) => postsIn(categoryParam(param)[0])[0]!.modified,
  }),
  post: entryPages({
    route: '/blog/[slug]/',
    params: () => posts().map((post) => post.slug),
    label: 'Artigos',
    meta: (slug) => {
      const post = postBySlug(slug)
      return { title: post.title, description: post.summary }
    },
    heading: (slug) => postBySlug(slug).title,
    modified: (slug) => postBySlug(slug).modified,
  }),
  cases: page({
    route: '/cases/',
    label: 'Cases de sucesso',
    kind: casesKind,
    content: { file: 'content/data/cases.json', data: casesData },
    readingLink: 'Cases de sucesso',
    modified: () => caseStudies()[0]?.published,
  }),
  case: entryPages({
    route: '/cases/[slug]/',
    params: () => caseStudies().map((entry) => entry.slug),
    label: 'Cases',
    meta: (slug) => {
      const entry = caseBySlug(slug)
      return { title: entry.title, description: entry.summary }
    },
    heading: (slug) => caseBySlug(slug).title,
    modified: (slug) => caseBySlug(slug).published,
  }),
  search: page({
    route: searchRoute,
    label: 'Busca',
    kind: searchKind,
    content: { file: 'content/data/search.json', data: searchData },
    webAssembly: true,
    unlisted: true,
  }),
}

export type PageName = keyof typeof pages

/** The pages declared once each, with a file of copy in content/data/. */
export type SinglePageName = {
  [Name in PageName]: (typeof pages)[Name] extends { content: unknown } ? Name : never
}[PageName]

/** The pages made once per entry. */
export type EntryPagesName = Exclude<PageName, SinglePageName>

/**
 * The kinds of the registry's pages: no list of kinds is kept, the pages name theirs. The
 * views follow: `components/views.ts` holds one for each.
 */
type Kinds = (typeof pages)[SinglePageName]['kind']
export type PageKind = Kinds['name']
/** The copy of a page of `Kind`, as its schema gives it. */
export type KindContent<Kind extends PageKind> = z.output<Extract<Kinds, { name: Kind }>['schema']>
/** The kinds whose pages share one route, at `/<slug>/`: a page of them is its copy and its entry. */
export type SharedRouteKind = Extract<Kinds, { sharesRoute: true }>['name']

/** Whether an entry of the registry is a single page with its own copy. */
export const isSinglePage = (entry: PageEntry | EntryPages): entry is PageEntry =>
  'content' in entry

/** The href of a link to a page of the shared layout: `/sobre`. */
export type PagePath<Route = (typeof pages)[SinglePageName]['route']> =
  Route extends `${infer Path}/` ? (Path extends '' ? '/' : Path) : never
