import { FeatureCard } from '@/components/ui/feature-card'
import { Section, SectionHeader } from '@/components/ui/section'
import type { HomeContent } from '@/content/schemas/page-schemas'

export function Mission({ mission }: { mission: HomeContent['mission'] }) {
  return (
    <Section aria-labelledby="mission-title">
      <SectionHeader intro={mission.intro} headingId="mission-title" />
      <h3 className="mb-8 text-center text-2xl">{mission.careTitle}</h3>
      <div className="grid gap-6 md:grid-cols-3">
        {mission.care.map((feature, index) => (
          <FeatureCard key={feature.title} feature={feature} index={index} />
        ))}
      </div>
    </Section>
  )
}
