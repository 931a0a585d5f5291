import { ChevronDown } from 'lucide'

import { Section, SectionHeader } from '@/components/ui/section'
import type { Faq } from '@/content/faq'
import { Icon } from '@/components/ui/icon'

/** Questions as native <details>: open and close without any script. */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <Section tone="muted" aria-labelledby="faq-title">
      <SectionHeader
        intro={{ title: faq.title, description: faq.description }}
        headingId="faq-title"
      />
      <div className="mx-auto grid max-w-5xl items-start gap-4 md:grid-cols-2">
        {faq.items.map((item) => (
          <details
            key={item.question}
            className="group rounded-2xl border border-ink-100 bg-white shadow-sm open:shadow-md"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-4 p-6 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg">{item.question}</h3>
              <Icon
                node={ChevronDown}
                className="mt-1 size-5 shrink-0 text-accent-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-6 pb-6 text-ink-600">{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-ink-600">{faq.note}</p>
    </Section>
  )
}
