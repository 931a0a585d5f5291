'use client'

import { Menu, X } from 'lucide'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { MouseEvent } from 'react'

import { buttonClasses } from '@/components/ui/button-link'
import type { MenuItem } from '@/content/navigation'
import { chatbotAnchorId, headerCta, headerLabels } from '@/content/navigation'
import { menuLinkAttributes, specialistLinkAttributes } from '@/lib/analytics'
import type { MenuPlacement } from '@/lib/analytics'
import { cx } from '@/lib/format'
import { prefersReducedMotion } from '@/lib/motion'
import { isCurrentPath } from '@/lib/paths'
import { Icon } from '@/components/ui/icon'

const MOBILE_MENU_ID = 'menu-mobile'

/**
 * The header's interactive part: menu links with the current page marked, the call to
 * action, and the collapsible menu of small screens.
 */
export function HeaderNav({ items }: { items: readonly MenuItem[] }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  // A menu link click closes the menu; on the page already shown it also goes back to the
  // top (navigation to another page scrolls to the top by itself).
  const onMenuClick = (href: string) => {
    setOpen(false)
    if (isCurrentPath(href, pathname)) window.scrollTo({ top: 0 })
  }

  // On /contato the call to action scrolls to the chat and form instead of reloading.
  const onCtaClick = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false)
    if (!isCurrentPath(headerCta.href, pathname)) return
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
      href={headerCta.href}
      onClick={onCtaClick}
      {...specialistLinkAttributes(headerCta.placement)}
      className={buttonClasses({ className })}
    >
      {headerCta.label}
    </Link>
  )

  // One navigation landmark holds both layouts, so on a phone the toggle sits inside it.
  return (
    <nav aria-label={headerLabels.menu} className="flex items-center md:flex-1 md:gap-4">
      <ul className="hidden items-center gap-1 md:mx-auto md:flex lg:gap-3">
        {renderLinks('header_menu')}
      </ul>
      <div className="hidden md:block">{cta()}</div>

      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? headerLabels.closeMenu : headerLabels.openMenu}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 md:hidden"
      >
        {open ? <Icon node={X} className="size-6" /> : <Icon node={Menu} className="size-6" />}
      </button>

      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-t border-white/10 bg-ink-950 shadow-2xl md:hidden"
      >
        <div className="container-page py-4">
          <ul className="flex flex-col gap-1">{renderLinks('header_menu_mobile')}</ul>
          {cta('mt-4 w-full')}
        </div>
      </div>
    </nav>
  )
}
