'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { prefersReducedMotion } from '@/lib/motion'

/**
 * Plays the slide-in of `[data-reveal]` cards as they scroll into view. Cards already on
 * screen, and every card for visitors who prefer reduced motion or whose browser lacks
 * IntersectionObserver, are left exactly as the HTML rendered them: visible.
 */
export function RevealOnScroll() {
  const pathname = usePathname()

  useEffect(() => {
    if (!('IntersectionObserver' in window) || prefersReducedMotion()) {
      return
    }
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'))
    const below = cards.filter((card) => card.getBoundingClientRect().top > window.innerHeight)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.replace('reveal-pending', 'reveal-in')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    for (const card of below) {
      card.classList.add('reveal-pending')
      observer.observe(card)
    }
    return () => {
      observer.disconnect()
      for (const card of below) card.classList.remove('reveal-pending', 'reveal-in')
    }
  }, [pathname])

  return null
}
