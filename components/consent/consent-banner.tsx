'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { buttonClasses } from '@/components/ui/button-link'
import { consentBanner } from '@/content/consent'
import { CONSENT_OPEN_ATTRIBUTE, readConsent, saveConsent, sendConsentUpdate } from '@/lib/consent'
import type { ConsentChoice } from '@/lib/consent'

// The choice lives in localStorage; when storage refuses it, it lasts for this page view.
let unsavedChoice: ConsentChoice | null = null
const listeners = new Set<() => void>()

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

const storedChoice = () => readConsent(browserStorage()) ?? unsavedChoice
// Unknown while pre-rendering: the banner appears only in the browser, over the page.
const noChoiceYet = () => undefined

function keepChoice(choice: ConsentChoice) {
  if (!saveConsent(browserStorage(), choice)) unsavedChoice = choice
  for (const listener of listeners) listener()
}

/**
 * LGPD cookie banner. Shown until the visitor accepts or rejects analytics cookies, and
 * again from any `[data-consent-open]` control. A fixed overlay that pushes nothing: while
 * it is open the page gets room at its end, so every element can still be scrolled, and
 * focused, above it.
 */
export function ConsentBanner() {
  const choice = useSyncExternalStore(subscribe, storedChoice, noChoiceYet)
  const [reopened, setReopened] = useState(false)
  const bannerRef = useRef<HTMLElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = choice === null || reopened
  // Before hydration the choice is unknown: the banner is in the HTML, shown by CSS only
  // when the head script found no stored choice (CONSENT_PENDING_ATTRIBUTE).
  const pending = choice === undefined && !reopened

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(`[${CONSENT_OPEN_ATTRIBUTE}]`)
          : null
      if (!trigger) return
      opener.current = trigger
      setReopened(true)
      // Already open: the effect below will not run again, so move focus here.
      bannerRef.current?.focus()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (reopened) bannerRef.current?.focus()
  }, [reopened])

  useEffect(() => {
    const banner = bannerRef.current
    if (!open || !banner) return
    const root = document.documentElement
    const reserve = () => {
      const height = `${banner.offsetHeight}px`
      document.body.style.paddingBottom = height
      root.style.scrollPaddingBottom = height
    }
    reserve()
    const observer = new ResizeObserver(reserve)
    observer.observe(banner)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
      root.style.scrollPaddingBottom = ''
    }
  }, [open])

  if (!open && !pending) return null

  const choose = (value: ConsentChoice) => {
    keepChoice(value)
    sendConsentUpdate(value)
    setReopened(false)
    opener.current?.focus()
    opener.current = null
  }

  const buttonClass = buttonClasses({
    variant: 'inverse',
    // Same size for both answers: neither is the easy way out.
    className: 'flex-1 sm:w-36 sm:flex-none',
  })

  return (
    <section
      ref={bannerRef}
      tabIndex={-1}
      aria-labelledby="consent-title"
      data-consent-banner={pending ? 'pending' : 'open'}
      className="on-dark fixed inset-x-0 bottom-0 z-[2147483647] border-t border-accent-400/40 bg-ink-900 text-ink-100 shadow-[0_-12px_32px_rgb(7_17_31/0.35)] outline-none"
    >
      <div className="container-page flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-8 sm:py-5">
        <div className="flex-1 text-sm leading-relaxed">
          <h2 id="consent-title" className="text-base text-white">
            {consentBanner.title}
          </h2>
          <p className="mt-1">
            {consentBanner.description}{' '}
            <a
              href={consentBanner.policyLink.href}
              className="font-semibold text-accent-300 underline underline-offset-4 hover:text-white"
            >
              {consentBanner.policyLink.label}
            </a>
          </p>
        </div>
        <div className="flex gap-3 sm:shrink-0">
          <button type="button" className={buttonClass} onClick={() => choose('granted')}>
            {consentBanner.accept}
          </button>
          <button type="button" className={buttonClass} onClick={() => choose('denied')}>
            {consentBanner.reject}
          </button>
        </div>
      </div>
    </section>
  )
}
