import { ArrowLeft } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'

import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button'
import { SimpleHeader } from '@/components/layout/simple-header'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link'
import { company, emailHref } from '@/content/company'
import { privacyPolicy } from '@/content/privacy'
import { pageMeta } from '@/content/seo'
import { formatLongDate } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'
import { Icon } from '@/components/ui/icon'

export const metadata: Metadata = pageMetadata(pageMeta.privacy)

/** Stamped when the site is built, which is when the published policy last changed. */
const lastUpdated = formatLongDate(new Date())

export default function PrivacyPolicyPage() {
  return (
    <>
      <SkipLink />
      <SimpleHeader backLabel={privacyPolicy.backHome} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <article className="container-page max-w-3xl py-14 sm:py-20">
          <h1 className="text-4xl sm:text-5xl">{privacyPolicy.title}</h1>
          <p className="mt-4 text-sm text-ink-600">
            {privacyPolicy.lastUpdatedLabel} <time>{lastUpdated}</time>
          </p>
          <p className="mt-8 text-lg text-ink-700">{privacyPolicy.intro}</p>
          {privacyPolicy.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="mb-4 text-2xl">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mb-4 text-ink-700">
                  {paragraph}
                </p>
              ))}
              {section.id === 'consentimento' && (
                <p className="text-ink-700">
                  {privacyPolicy.consentContactLabel}{' '}
                  <a
                    href={emailHref}
                    className="font-semibold text-accent-800 underline underline-offset-4"
                  >
                    {company.email}
                  </a>
                </p>
              )}
            </section>
          ))}
          <p className="mt-14">
            <Link
              href="/"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800 underline-offset-4 hover:underline"
            >
              <Icon node={ArrowLeft} className="size-4" />
              {privacyPolicy.backHome}
            </Link>
          </p>
        </article>
      </main>
      <footer className="border-t border-ink-100 py-8">
        <div className="container-page flex max-w-3xl flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-ink-600">
          <p>
            © {company.copyrightYear} {company.name}.
          </p>
          <CookiePreferencesButton className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800 underline-offset-4 hover:underline" />
        </div>
      </footer>
    </>
  )
}
