import type { Cta } from '@/content/schemas/card-options'

import { ButtonLink } from './button-link'

type CtaBandProps = {
  title: string
  description: string
  primary: Cta
  secondary?: Cta
  id: string
}

/** The closing call to action of a page: a dark band with one or two buttons. */
export function CtaBand({ title, description, primary, secondary, id }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="on-dark bg-ink-900 py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-ink-800 to-ink-950 px-6 py-12 text-center ring-1 ring-white/10 sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-accent-400/20 blur-3xl"
          />
          <h2 id={id} className="relative text-3xl text-white sm:text-4xl">
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-ink-200">{description}</p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink cta={primary} size="lg" />
            {secondary && <ButtonLink cta={secondary} size="lg" variant="inverse" />}
          </div>
        </div>
      </div>
    </section>
  )
}
