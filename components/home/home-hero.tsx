import { CheckCircle2 } from 'lucide'

import { ButtonLink } from '@/components/ui/button-link'
import type { HomeContent } from '@/content/schemas/page-schemas'

import { ParticleCanvas } from './particle-canvas'
import { Icon } from '@/components/ui/icon'

const HERO_IMAGE = '/images/hero-illustration.svg'
/** A transparent pixel: what the image shows where no source matches. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** The home page's opening: both its buttons lead to /contato. */
export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden bg-ink-950 text-ink-100"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(37,99,235,0.22),transparent_50%)]"
      />
      <div className="absolute inset-0 -z-10">
        <ParticleCanvas />
      </div>
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:py-28">
        <div className="motion-safe:animate-rise">
          <p className="mb-4 inline-flex rounded-full border border-accent-300/30 bg-accent-300/10 px-4 py-1.5 text-sm font-semibold text-accent-200">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="text-4xl text-white sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-200 sm:text-xl">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink cta={{ label: hero.primaryCta, href: '/contato' }} size="lg" />
            <ButtonLink
              cta={{ label: hero.secondaryCta, href: '/contato' }}
              size="lg"
              variant="inverse"
            />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-200">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon node={CheckCircle2} className="size-4 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block">
          {/*
            Vector art: 3.9 KB as SVG, sharper and 3 to 7 times lighter than AVIF or WebP at
            the 520 and 1040 px it is drawn at. Phones, where the column is hidden, match
            no source and load only the inline placeholder.
          */}
          <picture>
            <source media="(min-width: 1024px)" srcSet={HERO_IMAGE} type="image/svg+xml" />
            <img
              src={EMPTY_IMAGE}
              // Decoration: the text beside it says everything.
              alt=""
              width={520}
              height={440}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full motion-safe:animate-float"
            />
          </picture>
        </div>
      </div>
    </section>
  )
}
