'use client'

import { Menu, X } from 'lucide'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { MouseEvent } from 'react'

import { buttonClasses } from '@/components/ui/button-link'
import type { MenuItem } from '@/content/texts/navigation'
import { chatbotAnchorId, headerCta, headerLabels } from '@/content/texts/navigation'
import { menuLinkAttributes, specialistLinkAttributes } from '@/lib/analytics'
import type { MenuPlacement } from '@/lib/analytics'
import { cx } from '@/lib/format'
import { prefersReducedMotion } from '@/lib/motion'
import { isCurrentPath } from '@/lib/paths'
import { Icon } from '@/components/ui/icon'

import { isPopoverOpen, supportsPopover } from './popover'

const MOBILE_MENU_ID = 'menu-mobile'

const menuPanel = () => document.getElementById(MOBILE_MENU_ID)

function subscribeToMenu(onChange: () => void) {
  const panel = menuPanel()
  panel?.addEventListener('toggle', onChange)
  return () => panel?.removeEventListener('toggle', onChange)
}

const menuIsOpen = () => isPopoverOpen(menuPanel())
// Left out of the HTML: until React runs, the browser reports the popover's state itself,
// and a fixed aria-expanded="false" would contradict it once the menu is open.
const unknownUntilHydrated = () => undefined

/**
 * The header's interactive part: menu links with the current page marked, the call to
 * action, and the collapsible menu of small screens.
 *
 * The phone menu is a popover that its toggle opens and closes with no script (Escape and a
 * tap elsewhere close it too), so it answers the first tap, before React has hydrated.
 * React follows the popover's state rather than holding its own; where popovers are
 * missing, it opens and closes the menu itself.
 */
export function HeaderNav({ items }: { items: readonly MenuItem[] }) {
  const pathname = usePathname()
  const popoverOpen = useSyncExternalStore(subscribeToMenu, menuIsOpen, unknownUntilHydrated)
  const [fallbackOpen, setFallbackOpen] = useState(false)
  const open = popoverOpen === undefined ? undefined : popoverOpen || fallbackOpen
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // The popover closes itself on Escape; focus goes back to the toggle from wherever it is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setFallbackOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const closeMenu = () => {
    setFallbackOpen(false)
    const panel = menuPanel()
    if (isPopoverOpen(panel)) panel.hidePopover()
  }

  // A menu link click closes the menu; on the page already shown it also goes back to the
  // top (navigation to another page scrolls to the top by itself).
  const onMenuClick = (href: string) => {
    closeMenu()
    if (isCurrentPath(href, pathname)) window.scrollTo({ top: 0 })
  }

  // On /contato the call to action scrolls to the chat and form instead of reloading. Its
  // href says so too, so it already does before React runs, without the smooth scroll.
  const ctaOnThisPage = isCurrentPath(headerCta.href, pathname)
  const onCtaClick = (event: MouseEvent<HTMLAnchorElement>) => {
    closeMenu()
    if (!ctaOnThisPage) return
    const target = document.getElementById(chatbotAnchorId)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
  }

  const renderLinks = (placement: MenuPlacement) =>
    items.map((item) => {
      const current = isCurrentPath(item.href, pathname)
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={current ? 'page' : undefined}
            onClick={() => onMenuClick(item.href)}
            {...menuLinkAttributes(item.event, placement)}
            className={cx(
              'flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
              // Underlined as well as coloured: colour alone must not carry the meaning.
              current
                ? 'text-accent-300 underline decoration-2 underline-offset-8'
                : 'text-ink-100 hover:text-white',
              placement === 'header_menu_mobile' && 'px-4 text-lg hover:bg-white/5',
              current && placement === 'header_menu_mobile' && 'bg-white/5',
            )}
          >
            {item.label}
          </Link>
        </li>
      )
    })

  const cta = (className?: string) => (
    <Link
      href={ctaOnThisPage ? `${headerCta.href}#${chatbotAnchorId}` : headerCta.href}
      onClick={onCtaClick}
      {...specialistLinkAttributes(headerCta.placement)}
      className={buttonClasses({ className })}
    >
      {headerCta.label}
    </Link>
  )

  // One navigation landmark holds both layouts, so on a phone the toggle sits inside it.
  // The toggle carries both pictures and names; the stylesheet shows the pair that says
  // what a tap does next, from the popover's state.
  return (
    <nav
      aria-label={headerLabels.menu}
      data-menu=""
      data-menu-open={fallbackOpen ? '' : undefined}
      className="flex items-center md:flex-1 md:gap-4"
    >
      <ul className="hidden items-center gap-1 md:mx-auto md:flex lg:gap-3">
        {renderLinks('header_menu')}
      </ul>
      <div className="hidden md:block">{cta()}</div>

      <button
        ref={toggleRef}
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        aria-expanded={open}
        onClick={() => {
          if (!supportsPopover()) setFallbackOpen((value) => !value)
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 md:hidden"
      >
        <span data-menu-show="closed">
          <Icon node={Menu} className="size-6" />
          <span className="sr-only">{headerLabels.openMenu}</span>
        </span>
        <span data-menu-show="open">
          <Icon node={X} className="size-6" />
          <span className="sr-only">{headerLabels.closeMenu}</span>
        </span>
      </button>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        data-menu-panel=""
        className="fixed inset-x-0 top-header bottom-auto m-0 max-h-[calc(100dvh-var(--spacing-header))] w-full overflow-y-auto border-t border-white/10 bg-ink-950 text-ink-100 shadow-2xl"
      >
        <div className="container-page py-4">
          <ul className="flex flex-col gap-1">{renderLinks('header_menu_mobile')}</ul>
          {cta('mt-4 w-full')}
        </div>
      </div>
    </nav>
  )
}
