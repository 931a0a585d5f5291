import type { Metadata } from 'next'

import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button'
import { SimpleHeader } from '@/components/layout/simple-header'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link'
import { pageRoute } from '@/components/page-route'
import { privacyView } from '@/components/privacy/privacy-view'
import { company } from '@/content/company/company'
import { backHomeLabel } from '@/content/texts/navigation'

const route = pageRoute('privacy', privacyView)

export const metadata: Metadata = route.metadata

/** The policy, on a page of its own layout: a header with the way back, and a short footer. */
export default function PrivacyPolicyPage() {
  return (
    <>
      <SkipLink />
      <SimpleHeader backLabel={backHomeLabel} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <route.Page />
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
