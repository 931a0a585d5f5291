'use client'

import { useEffect } from 'react'

import { linkClickEvent, preloadTagManager, track } from '@/lib/analytics'
import { whenIdleAfterLoad } from '@/lib/idle'

/**
 * Sends the click event of every element that carries the tracking attributes (see
 * `TrackAttributes`), wherever it is rendered: one listener on the document instead of one
 * per link, so server components can stay server components. Menu links, the "Falar com
 * Especialista" family and WhatsApp links alike.
 * Once the page is idle it also fetches the analytics package, so the first click does not
 * wait for it.
 */
export function TrackClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-track-event]')
          : null
      if (!element) return
      const click = linkClickEvent({
        event: element.getAttribute('data-track-event'),
        label: element.getAttribute('data-track-label'),
        text: element.innerText,
        href: element.getAttribute('href'),
      })
      if (click) track(click.event, click.params)
    }
    // Capture phase: runs before a link's own handler navigates or changes the page, so
    // the event carries the page the click happened on.
    document.addEventListener('click', onClick, { capture: true })
    const cancelPreload = whenIdleAfterLoad(preloadTagManager, 4000)
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      cancelPreload()
    }
  }, [])

  return null
}
