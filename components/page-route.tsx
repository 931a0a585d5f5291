import type { Metadata } from 'next'

import { JsonLd } from '@/components/ui/json-ld'
import { faq } from '@/content/faq'
import { pageMetadata } from '@/content/metadata'
import { pageContent } from '@/content/page-content'
import type { DrawnKind } from '@/content/page-kinds'
import { pages, type SinglePageName } from '@/content/pages'
import { faqJsonLd } from '@/content/structured-data'
import { contactFormSettings, env } from '@/lib/env'

import type { View } from './view'

/** The pages the site draws from their copy alone, by name. */
type DrawnPage = {
  [Name in SinglePageName]: (typeof pages)[Name]['kind'] extends DrawnKind ? Name : never
}[SinglePageName]

/**
 * What a kind of page tells search engines beyond the site's own structured data: the
 * contact page its FAQ. Here rather than in the view, which the editor's preview draws too.
 */
const structuredData: Partial<Record<DrawnKind, () => object>> = {
  contact: () => faqJsonLd(faq.items),
}

/**
 * A page's route, from its entry in the registry and the view of its kind: its metadata and
 * its page, drawn from its copy. A route file is then four lines. One route for all such
 * pages would draw them from one file, but every page would then load the client
 * components of every kind: 164.1 KB of JavaScript (gzip) on each, instead of 144.1 to
 * 160.8, measured with a catch-all route.
 */
export function pageRoute<Name extends DrawnPage>(
  name: Name,
  view: View<(typeof pages)[Name]['kind']>,
): { metadata: Metadata; Page: () => ReturnType<View<DrawnKind>> } {
  const draw = view as View<DrawnKind>
  return {
    metadata: pageMetadata(name),
    Page: () => {
      const data = structuredData[pages[name].kind]?.()
      return (
        <>
          {data && <JsonLd data={data} />}
          {draw(pageContent(name) as never, { form: contactFormSettings(env) })}
        </>
      )
    },
  }
}
