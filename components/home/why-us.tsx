import { CheckCircle2 } from 'lucide'

import { Section, SectionHeader } from '@/components/ui/section'
import { StatGrid } from '@/components/ui/stat-grid'
import type { HomeContent } from '@/content/schemas/page-schemas'
import { Icon } from '@/components/ui/icon'

export function WhyUs({ whyUs }: { whyUs: HomeContent['whyUs'] }) {
  return (
    <Section tone="dark" aria-labelledby="why-us-title">
      <SectionHeader intro={whyUs.intro} headingId="why-us-title" dark />
      <StatGrid stats={whyUs.stats} />
      <ul className="mx-auto mt-10 grid max-w-3xl gap-3 sm:grid-cols-2">
        {whyUs.reasons.map((reason) => (
          <li key={reason} className="flex items-start gap-3 text-ink-100">
            <Icon node={CheckCircle2} className="mt-1 size-5 shrink-0 text-accent-300" />
            {reason}
          </li>
        ))}
      </ul>
    </Section>
  )
}
