import { CheckCircle2 } from 'lucide'

import { Section, SectionHeader } from '@/components/ui/section'
import type { ServicesContent } from '@/content/schemas/page-schemas'
import { Icon } from '@/components/ui/icon'

export function InPractice({ inPractice }: { inPractice: ServicesContent['inPractice'] }) {
  return (
    <Section aria-labelledby="practice-title">
      <SectionHeader intro={inPractice.intro} headingId="practice-title" />
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {inPractice.items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-xl bg-ink-50 p-5">
            <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  )
}
