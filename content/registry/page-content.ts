import type { z } from 'zod'

import { readContent } from '@/lib/data-files/read'

import { factValues } from '../company/company'
import { pages } from './pages'
import type { SitePage } from './links'
import type { SinglePageName } from './pages'
import { storageValues } from '../company/privacy'

/** The facts a page's text may name: the company's, and what the site stores in the browser. */
export const textFacts = { ...factValues, ...storageValues }

export type ContentOf<Name extends SinglePageName> = z.output<
  (typeof pages)[Name]['content']['schema']
>

/**
 * A page's copy (its file of content/data/, edited at /admin/ or by hand), checked against
 * its schema, with the facts its texts name filled in. The page's route file reads it and
 * hands it to the page's sections.
 */
export function pageContent<Name extends SinglePageName>(name: Name): ContentOf<Name> {
  const { content } = pages[name]
  return readContent(
    content as { file: string; schema: z.ZodType },
    content.data,
    textFacts,
  ) as ContentOf<Name>
}

/** A page's main heading, as its copy has it (the e2e suite checks each page by it). */
export const pageHeading = (name: SinglePageName): string =>
  (pages[name].heading as (content: ContentOf<SinglePageName>) => string)(pageContent(name))

/** The main heading of a built page, of either kind. */
export function headingOf({ name, param }: Pick<SitePage, 'name' | 'param'>): string {
  const entry = pages[name]
  return 'params' in entry ? entry.heading(param!) : pageHeading(name as SinglePageName)
}
