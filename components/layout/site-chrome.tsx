import type { ReactNode } from 'react'

import { RevealOnScroll } from '@/components/ui/reveal-on-scroll'

import { ScrollToTop } from './scroll-to-top'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

/** Header, main content padded below the fixed header, and footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="overflow-x-clip pt-header outline-none">
        {children}
      </main>
      <SiteFooter />
      <RevealOnScroll />
      <ScrollToTop />
    </>
  )
}
