'use client'

import { useEffect } from 'react'

/** Records in the console which address led to the 404 page, as the not-found page must. */
export function MissingPathLog() {
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`)
  }, [])
  return null
}
