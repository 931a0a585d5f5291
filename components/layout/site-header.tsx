import { menuPages } from '@/content/registry/links'

import { HeaderNav } from './header-nav'
import { Logo } from './logo'
import { WhatsappHeaderLink } from './whatsapp-link'

/** Fixed header of the shared layout; its height is `--spacing-header`. */
export function SiteHeader() {
  return (
    <header className="on-dark fixed inset-x-0 top-0 z-50 border-b border-white/10 bg-ink-950">
      <div className="container-page flex h-header items-center justify-between gap-4">
        <Logo />
        {/* Beside the menu toggle on a phone; after the call to action on wider screens. */}
        <WhatsappHeaderLink className="-mr-2 ml-auto md:order-last md:mr-0 md:ml-0" />
        <HeaderNav items={menuPages()} />
      </div>
    </header>
  )
}
