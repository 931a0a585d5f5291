import type { Step } from '@/content/schemas/page-schemas'

import { revealProps } from './reveal'

/** Numbered steps of a process, in reading order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          {...revealProps(index)}
          className="relative rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-ink-900 text-lg font-bold text-accent-300"
          >
            {index + 1}
          </span>
          <h3 className="mb-2 text-xl">{step.title}</h3>
          <p className="text-ink-600">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
