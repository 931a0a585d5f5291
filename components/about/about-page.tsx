import { CtaBand } from '@/components/ui/cta-band'
import { FeatureSection } from '@/components/ui/feature-section'
import { PageHero } from '@/components/ui/page-hero'
import { Section, SectionHeader } from '@/components/ui/section'
import { StatGrid } from '@/components/ui/stat-grid'
import { StepList } from '@/components/ui/step-list'
import type { AboutContent } from '@/content/schemas/page-schemas'

import { Timeline } from './timeline'

/** The about page's sections, drawn from its copy; its buttons lead to /contato. */
export function AboutPage({ about }: { about: AboutContent }) {
  const { hero, approach, stats, closing } = about
  return (
    <>
      <PageHero intro={hero} cta={{ label: hero.cta, href: '/contato' }} />
      <Timeline history={about.history} />
      <FeatureSection
        id="purpose-title"
        tone="muted"
        intro={about.purpose.intro}
        features={about.purpose.items}
      />
      <Section aria-labelledby="approach-title">
        <SectionHeader intro={approach.intro} headingId="approach-title" />
        <StepList steps={approach.steps} />
      </Section>
      <Section tone="dark" aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-10 text-center text-3xl text-white sm:text-4xl">
          {stats.title}
        </h2>
        <StatGrid stats={stats.stats} />
      </Section>
      <FeatureSection
        id="principles-title"
        tone="muted"
        intro={about.principles.intro}
        features={about.principles.items}
      />
      <CtaBand
        id="about-cta-title"
        title={closing.title}
        description={closing.description}
        primary={{ label: closing.cta, href: '/contato' }}
      />
    </>
  )
}
