import { mainMenu } from '@/content/navigation'

import { HeaderNav } from './header-nav'
import { Logo } from './logo'

/** Fixed header of the shared layout; its height is `--spacing-header`. */
export function SiteHeader() {
  return (
    <header className="on-dark fixed inset-x-0 top-0 z-50 border-b border-white/10 bg-ink-950">
      <div className="container-page flex h-header items-center justify-between gap-4">
        <Logo />
        <HeaderNav items={mainMenu} />
      </div>
    </header>
  )
}
