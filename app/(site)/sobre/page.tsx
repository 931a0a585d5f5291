import type { Metadata } from 'next'

import { Timeline } from '@/components/about/timeline'
import { CtaBand } from '@/components/ui/cta-band'
import { FeatureSection } from '@/components/ui/feature-section'
import { PageHero } from '@/components/ui/page-hero'
import { Section, SectionHeader } from '@/components/ui/section'
import { StatGrid } from '@/components/ui/stat-grid'
import { StepList } from '@/components/ui/step-list'
import {
  aboutApproach,
  aboutClosing,
  aboutHero,
  aboutPrinciples,
  aboutPurpose,
  aboutStats,
} from '@/content/about'
import { pageMeta } from '@/content/seo'
import { pageMetadata } from '@/lib/metadata'

export const metadata: Metadata = pageMetadata(pageMeta.about)

export default function AboutPage() {
  return (
    <>
      <PageHero intro={aboutHero} cta={aboutHero.cta} />
      <Timeline />
      <FeatureSection
        id="purpose-title"
        tone="muted"
        intro={aboutPurpose.intro}
        features={aboutPurpose.items}
      />
      <Section aria-labelledby="approach-title">
        <SectionHeader intro={aboutApproach.intro} headingId="approach-title" />
        <StepList steps={aboutApproach.steps} />
      </Section>
      <Section tone="dark" aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-10 text-center text-3xl text-white sm:text-4xl">
          {aboutStats.title}
        </h2>
        <StatGrid stats={aboutStats.stats} />
      </Section>
      <FeatureSection
        id="principles-title"
        tone="muted"
        intro={aboutPrinciples.intro}
        features={aboutPrinciples.items}
      />
      <CtaBand id="about-cta-title" {...aboutClosing} primary={aboutClosing.cta} />
    </>
  )
}
