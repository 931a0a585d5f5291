import type { Metadata } from 'next'

import { MissingPathLog } from '@/components/layout/missing-path-log'
import { SiteChrome } from '@/components/layout/site-chrome'
import { ButtonLink } from '@/components/ui/button-link'
import { notFound } from '@/content/errors'

export const metadata: Metadata = {
  title: notFound.title,
  robots: { index: false },
}

/** Exported as out/404.html, which static hosts serve for any unknown path. */
export default function NotFound() {
  return (
    <SiteChrome>
      <MissingPathLog />
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
    </SiteChrome>
  )
}
