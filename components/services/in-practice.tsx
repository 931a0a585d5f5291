import { CheckCircle2 } from 'lucide'

import { Section, SectionHeader } from '@/components/ui/section'
import { servicesInPractice } from '@/content/services'
import { Icon } from '@/components/ui/icon'

export function InPractice() {
  return (
    <Section aria-labelledby="practice-title">
      <SectionHeader intro={servicesInPractice.intro} headingId="practice-title" />
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {servicesInPractice.items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-xl bg-ink-50 p-5">
            <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  )
}
