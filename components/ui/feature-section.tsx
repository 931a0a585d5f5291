import type { Feature, SectionIntro } from '@/content/schemas/page-schemas'
import { cx } from '@/lib/format'

import { FeatureCard } from './feature-card'
import { Section, SectionHeader } from './section'
import type { SectionTone } from './section'

type FeatureSectionProps = {
  id: string
  intro: SectionIntro
  features: readonly Feature[]
  tone?: SectionTone
  columns?: 3 | 4
}

/** A section of feature cards under a heading. */
export function FeatureSection({ id, intro, features, tone, columns = 3 }: FeatureSectionProps) {
  const dark = tone === 'dark'
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeader intro={intro} headingId={id} dark={dark} />
      <div
        className={cx(
          'grid gap-6 sm:grid-cols-2',
          columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        {features.map((feature, index) => (
          <FeatureCard key={feature.title} feature={feature} index={index} dark={dark} />
        ))}
      </div>
    </Section>
  )
}
