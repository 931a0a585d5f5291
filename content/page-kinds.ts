import type { z } from 'zod'

import {
  aboutSchema,
  blogSchema,
  casesSchema,
  contactSchema,
  homeSchema,
  searchSchema,
  servicesSchema,
} from './page-schemas'
import { privacySchema } from './privacy-schema'

/**
 * A kind of page: the schema its copy follows, the heading that proves it rendered, and the
 * summary search engines show of a page whose title and description the editor's
 * "Títulos nos buscadores" leaves empty (its heading is then its title).
 */
const kind = <Schema extends z.ZodType>(
  schema: Schema,
  heading: (content: z.output<Schema>) => string,
  summary: (content: z.output<Schema>) => string,
) => ({ schema, heading, summary })

/**
 * The kinds of page the site draws from a file of copy. A page of an existing kind is its
 * file in content/data/ and its entry in the registry (pages.ts); a new kind adds its
 * schema here and its view in components/, which TypeScript asks for (content/README.md).
 */
export const pageKinds = {
  home: kind(
    homeSchema,
    (home) => home.hero.title,
    (home) => home.hero.subtitle,
  ),
  about: kind(
    aboutSchema,
    (about) => about.hero.title,
    (about) => about.hero.description,
  ),
  services: kind(
    servicesSchema,
    (services) => services.hero.title,
    (services) => services.hero.description,
  ),
  contact: kind(
    contactSchema,
    (contact) => contact.hero.title,
    (contact) => contact.hero.description,
  ),
  privacy: kind(
    privacySchema,
    (policy) => policy.title,
    (policy) => policy.intro,
  ),
  blog: kind(
    blogSchema,
    (blog) => blog.hero.title,
    (blog) => blog.hero.description,
  ),
  cases: kind(
    casesSchema,
    (cases) => cases.hero.title,
    (cases) => cases.hero.description,
  ),
  search: kind(
    searchSchema,
    (search) => search.hero.title,
    (search) => search.hero.description,
  ),
}

export type PageKind = keyof typeof pageKinds

/** The copy of a page of `Kind`, as its schema gives it. */
export type KindContent<Kind extends PageKind> = z.output<(typeof pageKinds)[Kind]['schema']>

/**
 * The kinds the site draws from their copy alone, through the views of components/. The
 * lists of posts and cases, and the privacy policy with its layout of its own, are drawn by
 * routes of their own.
 */
export const drawnKinds = ['home', 'about', 'services', 'contact', 'search'] as const

export type DrawnKind = (typeof drawnKinds)[number]

/**
 * The kinds a site has any number of pages of, at `/<slug>/`: every page of them is drawn
 * by one route, so such a page is its copy and its registry entry. The others (the home
 * page, the contact page with its form, the search page) are one page each, with a route
 * file of four lines, so that no page loads another kind's client components.
 */
export const sharedRouteKinds = ['about', 'services'] as const satisfies readonly DrawnKind[]

export type SharedRouteKind = (typeof sharedRouteKinds)[number]

export const isSharedRouteKind = (kind: PageKind): kind is SharedRouteKind =>
  (sharedRouteKinds as readonly PageKind[]).includes(kind)
