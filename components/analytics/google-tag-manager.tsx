'use client'

import { useEffect } from 'react'

import { pushToDataLayer } from '@/lib/analytics'

/** Tag Manager's container script; the site's Content-Security-Policy allows its host. */
function gtmScriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
}

let started = false

/**
 * Loads the Tag Manager container once the page is interactive, after the Consent Mode
 * defaults of the document head. It does what Google's snippet does, but from the site's
 * own bundle. @next/third-parties' component injects that snippet as an inline script at
 * run time, which a hash-based policy cannot allow, and its `next/script` loader would
 * add 3.5 KB gzip to every page. Renders nothing.
 */
export function GoogleTagManager({ gtmId }: { gtmId: string }) {
  useEffect(() => {
    if (started) return
    started = true
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = document.createElement('script')
    script.async = true
    script.src = gtmScriptUrl(gtmId)
    document.head.append(script)
  }, [gtmId])

  return null
}
