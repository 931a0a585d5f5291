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

/** A kind of page: the schema its copy follows, and the heading that proves it rendered. */
const kind = <Schema extends z.ZodType>(
  schema: Schema,
  heading: (content: z.output<Schema>) => string,
) => ({ schema, heading })

/**
 * The kinds of page the site draws from a file of copy. A page of an existing kind is its
 * file in content/data/ and its entry in the registry (pages.ts); a new kind adds its
 * schema here and its view in components/page-views.tsx, which TypeScript asks for.
 */
export const pageKinds = {
  home: kind(homeSchema, (home) => home.hero.title),
  about: kind(aboutSchema, (about) => about.hero.title),
  services: kind(servicesSchema, (services) => services.hero.title),
  contact: kind(contactSchema, (contact) => contact.hero.title),
  privacy: kind(privacySchema, (policy) => policy.title),
  blog: kind(blogSchema, (blog) => blog.hero.title),
  cases: kind(casesSchema, (cases) => cases.hero.title),
  search: kind(searchSchema, (search) => search.hero.title),
}

export type PageKind = keyof typeof pageKinds

/** The copy of a page of `Kind`, as its schema gives it. */
export type KindContent<Kind extends PageKind> = z.output<(typeof pageKinds)[Kind]['schema']>

/**
 * The kinds the site draws from their copy alone, every page of them through one route
 * (app/(site)/[[...page]]/). The lists of posts and cases, and the privacy policy with its
 * layout of its own, have route files of their own.
 */
export const drawnKinds = ['home', 'about', 'services', 'contact', 'search'] as const

export type DrawnKind = (typeof drawnKinds)[number]
