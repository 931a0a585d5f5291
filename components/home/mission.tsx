import { FeatureCard } from '@/components/ui/feature-card'
import { Section, SectionHeader } from '@/components/ui/section'
import { homeMission } from '@/content/home'

export function Mission() {
  return (
    <Section aria-labelledby="mission-title">
      <SectionHeader intro={homeMission.intro} headingId="mission-title" />
      <h3 className="mb-8 text-center text-2xl">{homeMission.careTitle}</h3>
      <div className="grid gap-6 md:grid-cols-3">
        {homeMission.care.map((feature, index) => (
          <FeatureCard key={feature.title} feature={feature} index={index} />
        ))}
      </div>
    </Section>
  )
}
