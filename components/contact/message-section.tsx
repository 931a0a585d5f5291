import type { ComponentProps } from 'react'

import type { ContactContent } from '@/content/schemas/page-schemas'
import { chatbotAnchorId } from '@/content/texts/navigation'
import { cx } from '@/lib/format'

/**
 * Where the visitor writes to the company. It is the target of the header's
 * "Falar com Especialista" on /contato, hence its id.
 */
export function MessageSection({
  intro,
  className,
  children,
  ...props
}: ComponentProps<'section'> & { intro: ContactContent['form'] }) {
  return (
    <section
      id={chatbotAnchorId}
      tabIndex={-1}
      aria-labelledby="message-title"
      className={cx(
        'scroll-mt-header rounded-3xl border border-ink-100 bg-white p-6 shadow-xl shadow-ink-900/5 outline-none sm:p-10',
        className,
      )}
      {...props}
    >
      <h2 id="message-title" className="text-3xl">
        {intro.title}
      </h2>
      <p className="mt-3 mb-8 text-ink-600">{intro.description}</p>
      {children}
    </section>
  )
}
