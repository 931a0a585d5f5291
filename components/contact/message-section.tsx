import type { ReactNode } from 'react'

import { contactFormIntro } from '@/content/contact'
import { chatbotAnchorId } from '@/content/navigation'

/**
 * Where the visitor writes to the company. It is the target of the header's
 * "Falar com Especialista" on /contato, hence its id.
 */
export function MessageSection({ children }: { children?: ReactNode }) {
  return (
    <section
      id={chatbotAnchorId}
      tabIndex={-1}
      aria-labelledby="message-title"
      className="scroll-mt-header py-16 outline-none sm:py-24"
    >
      <div className="container-page">
        <div className="mx-auto max-w-3xl rounded-3xl border border-ink-100 bg-white p-6 shadow-xl shadow-ink-900/5 sm:p-10">
          <h2 id="message-title" className="text-3xl">
            {contactFormIntro.title}
          </h2>
          <p className="mt-3 mb-8 text-ink-600">{contactFormIntro.description}</p>
          {children}
        </div>
      </div>
    </section>
  )
}
