import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/layout/site-chrome'

/** Shared layout of the home, about, services and contact pages (SPEC §2). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>
}
