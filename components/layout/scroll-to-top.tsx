'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every link to another page lands at its top, whichever link it was: header,
 * footer, cards or calls to action. Back and forward keep the browser's own restoration.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const traversing = useRef(false)
  const first = useRef(true)

  useEffect(() => {
    const onPopState = () => {
      traversing.current = true
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    if (first.current || traversing.current) {
      first.current = false
      traversing.current = false
      return
    }
    window.scrollTo({ top: 0 })
  }, [pathname])

  return null
}
