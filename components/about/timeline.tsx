import { revealProps } from '@/components/ui/reveal'
import { Section, SectionHeader } from '@/components/ui/section'
import type { AboutContent } from '@/content/schemas/page-schemas'

export function Timeline({ history }: { history: AboutContent['history'] }) {
  return (
    <Section aria-labelledby="history-title">
      <SectionHeader intro={history.intro} headingId="history-title" />
      <ol className="relative mx-auto max-w-3xl space-y-10 border-l-2 border-accent-200 pl-8 sm:pl-10">
        {history.milestones.map((milestone, index) => (
          <li key={milestone.period} {...revealProps(index)} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-accent-200 sm:-left-[3.05rem]"
            />
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
              {milestone.period}
            </p>
            <h3 className="mt-1 mb-2 text-2xl">{milestone.title}</h3>
            <p className="text-ink-600">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
