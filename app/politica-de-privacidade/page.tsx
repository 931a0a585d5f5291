import { ArrowLeft } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'

import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button'
import { SimpleHeader } from '@/components/layout/simple-header'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link'
import { PolicyBlockView } from '@/components/privacy/policy-block'
import { Icon } from '@/components/ui/icon'
import { collections } from '@/content/collections'
import { company } from '@/content/company'
import { backHomeLabel } from '@/content/navigation'
import { privacyPolicy } from '@/content/privacy'
import { pageMeta } from '@/content/seo'
import { lastChanged } from '@/lib/content/last-changed'
import { formatLongDate } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'

export const metadata: Metadata = pageMetadata(pageMeta.privacy)

/** The day the policy's text, or a company fact it states, last changed. */
const lastUpdated = formatLongDate(
  lastChanged([collections.privacy.file, collections.company.file]),
)

export default function PrivacyPolicyPage() {
  return (
    <>
      <SkipLink />
      <SimpleHeader backLabel={backHomeLabel} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <article className="container-page max-w-3xl py-14 sm:py-20">
          <h1 className="text-4xl sm:text-5xl">{privacyPolicy.title}</h1>
          <p className="mt-4 text-sm text-ink-600">
            {privacyPolicy.lastUpdatedLabel} <time>{lastUpdated}</time>
          </p>
          <p className="mt-8 text-lg text-ink-700">{privacyPolicy.intro}</p>
          <nav
            aria-labelledby="policy-contents"
            className="mt-10 rounded-2xl border border-ink-100 bg-ink-50 p-6"
          >
            <h2 id="policy-contents" className="mb-3 text-lg">
              {privacyPolicy.contentsTitle}
            </h2>
            <ol className="grid gap-x-8 gap-y-1 text-ink-700 sm:grid-cols-2">
              {privacyPolicy.sections.map((section) => (
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
          {privacyPolicy.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12 space-y-4">
              <h2 id={section.id} className="scroll-mt-8 text-2xl">
                {section.title}
              </h2>
              {section.blocks.map((block, index) => (
                <PolicyBlockView key={index} block={block} />
              ))}
            </section>
          ))}
          <p className="mt-14">
            <Link
              href="/"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800 underline-offset-4 hover:underline"
            >
              <Icon node={ArrowLeft} className="size-4" />
              {backHomeLabel}
            </Link>
          </p>
        </article>
      </main>
      <footer className="border-t border-ink-100 py-8">
        <div className="container-page flex max-w-3xl flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-ink-600">
          <p>
            © {company.copyrightYear} {company.name}. {company.legalName} · CNPJ {company.cnpj}
          </p>
          <CookiePreferencesButton className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800 underline-offset-4 hover:underline" />
        </div>
      </footer>
    </>
  )
}
