import { Question } from '@/components/ui/question'
import { Section, SectionHeader } from '@/components/ui/section'
import type { Faq } from '@/content/company/faq'

/** The common questions, each opening on its answer. */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <Section tone="muted" aria-labelledby="faq-title">
      <SectionHeader
        intro={{ title: faq.title, description: faq.description }}
        headingId="faq-title"
      />
      <div className="mx-auto grid max-w-5xl items-start gap-4 md:grid-cols-2">
        {faq.items.map((item) => (
          <Question key={item.question} {...item} />
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-ink-600">{faq.note}</p>
    </Section>
  )
}
