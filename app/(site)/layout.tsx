import type { ReactNode } from 'react'

import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link'
import { RevealOnScroll } from '@/components/ui/reveal-on-scroll'
import { company } from '@/content/company/company'

/**
 * Shared layout of the home, about, services and contact pages: fixed header,
 * content padded by the header's height, footer.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="overflow-x-clip pt-header outline-none">
        {children}
      </main>
      <SiteFooter company={company} />
      <RevealOnScroll />
      <ScrollToTop />
    </>
  )
}
