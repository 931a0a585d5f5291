import type { ReactNode } from 'react'

import type { SectionIntro } from '@/content/schemas/page-schemas'
import type { Cta } from '@/content/schemas/card-options'

import { ButtonLink } from './button-link'

type PageHeroProps = {
  intro: SectionIntro
  cta?: Cta
  /** Extra content under the description, such as reassurance points. */
  children?: ReactNode
}

/** The dark opening band of an inner page, holding its only <h1>. */
export function PageHero({ intro, cta, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark relative isolate overflow-hidden bg-ink-950 text-ink-100"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.16),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(37,99,235,0.2),transparent_50%)]"
      />
      <div className="container-page py-16 motion-safe:animate-rise sm:py-24">
        {intro.eyebrow && (
          <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {intro.eyebrow}
          </p>
        )}
        <h1 id="page-title" className="max-w-3xl text-4xl text-white sm:text-5xl">
          {intro.title}
        </h1>
        {intro.description && (
          <p className="mt-6 max-w-2xl text-lg text-ink-200 sm:text-xl">{intro.description}</p>
        )}
        {children}
        {cta && <ButtonLink cta={cta} size="lg" className="mt-8" />}
      </div>
    </section>
  )
}
