import type { Metadata } from 'next'

import { MissingPathLog } from '@/components/layout/missing-path-log'
import { SimpleHeader } from '@/components/layout/simple-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link'
import { ButtonLink } from '@/components/ui/button-link'
import { company } from '@/content/company/company'
import { notFound } from '@/content/texts/errors'

// Next itself marks the 404 page noindex, so search engines never list it.
export const metadata: Metadata = {
  title: notFound.title,
}

/**
 * Exported as out/404.html, which static hosts serve for any unknown path. It is part of
 * every page's bundle as the root boundary, so it stays free of the menu's client code.
 */
export default function NotFound() {
  return (
    <>
      <SkipLink />
      <SimpleHeader backLabel={notFound.primary.label} />
      <MissingPathLog />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <section
          aria-labelledby="not-found-title"
          className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center"
        >
          <p aria-hidden="true" className="text-8xl font-extrabold text-accent-600 sm:text-9xl">
            {notFound.code}
          </p>
          <h1 id="not-found-title" className="mt-4 text-3xl sm:text-4xl">
            {notFound.title}
          </h1>
          <p className="mt-4 max-w-md text-lg text-ink-600">{notFound.description}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink cta={notFound.primary} size="lg" variant="secondary" />
            <ButtonLink cta={notFound.secondary} size="lg" variant="outline" />
          </div>
        </section>
      </main>
      <SiteFooter company={company} />
    </>
  )
}
