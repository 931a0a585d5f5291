import type { PrivacyPolicy as Policy } from '@/content/company/privacy'

import { PolicyBlockView } from './policy-block'

/** The policy's text: its title, the day it last changed, its contents and its sections. */
export function PrivacyPolicy({ policy, lastUpdated }: { policy: Policy; lastUpdated: string }) {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">{policy.title}</h1>
      <p className="mt-4 text-sm text-ink-600">
        {policy.lastUpdatedLabel} <time>{lastUpdated}</time>
      </p>
      <p className="mt-8 text-lg text-ink-700">{policy.intro}</p>
      <nav
        aria-labelledby="policy-contents"
        className="mt-10 rounded-2xl border border-ink-100 bg-ink-50 p-6"
      >
        <h2 id="policy-contents" className="mb-3 text-lg">
          {policy.contentsTitle}
        </h2>
        <ol className="grid gap-x-8 gap-y-1 text-ink-700 sm:grid-cols-2">
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-accent-800 hover:underline sm:min-h-9"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12 space-y-4">
          <h2 id={section.id} className="scroll-mt-8 text-2xl">
            {section.title}
          </h2>
          {section.blocks.map((block, index) => (
            <PolicyBlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  )
}
