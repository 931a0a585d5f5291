import { Quote } from 'lucide'

import type { Testimonial } from '@/content/company/testimonials'
import { ExampleMark } from '@/components/ui/example-mark'
import { Icon } from '@/components/ui/icon'

/**
 * One client's words: quote, avatar initial, name, role and company, and the mark of an
 * invented one (`example`). Drawn on the server: the carousel receives it rendered.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-10">
      <div className="mb-4 flex items-start justify-between gap-4">
        <Icon node={Quote} className="size-8 text-accent-600" />
        {testimonial.example && <ExampleMark />}
      </div>
      <blockquote className="flex-1 text-lg text-ink-800 sm:text-xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink-900 text-lg font-bold text-accent-300"
        >
          {testimonial.initial}
        </span>
        <span>
          <span className="block font-semibold text-ink-900">{testimonial.name}</span>
          <span className="block text-sm text-ink-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
