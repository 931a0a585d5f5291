import { ArrowLeft } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'

import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button'
import { SimpleHeader } from '@/components/layout/simple-header'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link'
import { PrivacyPolicy } from '@/components/privacy/privacy-policy'
import { Icon } from '@/components/ui/icon'
import { collections } from '@/content/collections'
import { company } from '@/content/company'
import { backHomeLabel } from '@/content/navigation'
import { pageContent } from '@/content/page-content'
import { lastChanged } from '@/lib/last-changed'
import { formatLongDate } from '@/lib/format'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('privacy')

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
          <PrivacyPolicy policy={pageContent('privacy')} lastUpdated={lastUpdated} />
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
