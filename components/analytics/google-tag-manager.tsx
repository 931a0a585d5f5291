'use client'

import { sendGTMEvent } from '@next/third-parties/google'
import { useEffect } from 'react'

/** Tag Manager's container script; the site's Content-Security-Policy allows its host. */
function gtmScriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
}

let started = false

/**
 * Loads the Tag Manager container once the page is interactive, after the Consent Mode
 * defaults of the document head. It does what Google's snippet does, but from the site's
 * own bundle: an inline snippet would need its own hash in the policy. Renders nothing.
 */
export function GoogleTagManager({ gtmId }: { gtmId: string }) {
  useEffect(() => {
    if (started) return
    started = true
    sendGTMEvent({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const script = document.createElement('script')
    script.async = true
    script.src = gtmScriptUrl(gtmId)
    document.head.append(script)
  }, [gtmId])

  return null
}
