'use client'

import { useEffect } from 'react'

import { track } from '@/lib/analytics'
import {
  CHAT_POLL_INTERVAL_MS,
  CHAT_POLL_TIMEOUT_MS,
  chatLoaderSource,
  findChatBubbleButton,
} from '@/lib/chat'

type ChatBubbleProps = {
  /** ES module of the widget (`env.chatScriptUrl`). */
  scriptUrl: string
  agentId: string
}

/** Runs `callback` once the page has loaded and the main thread is idle. */
function whenIdleAfterLoad(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a short timeout after load stands in for it.
  const hasIdleCallback = typeof window.requestIdleCallback === 'function'
  let handle: number | undefined
  const schedule = () => {
    handle = hasIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 4000 })
      : window.setTimeout(callback, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (handle === undefined) return
    if (hasIdleCallback) window.cancelIdleCallback(handle)
    else window.clearTimeout(handle)
  }
}

/**
 * The vendor's floating chat bubble, on every page. Its script loads only once the page is
 * loaded and idle, so it never competes with the page's own content; a blocked or broken
 * vendor leaves the page as it was. Renders nothing itself.
 */
export function ChatBubble({ scriptUrl, agentId }: ChatBubbleProps) {
  useEffect(() => {
    let script: HTMLScriptElement | undefined
    let poll: number | undefined
    let button: HTMLElement | null = null
    const onBubbleClick = () =>
      track('click_chat_bubble', { element_type: 'chat_bubble', placement: 'floating_button' })

    const stopPolling = () => window.clearInterval(poll)

    const cancelIdle = whenIdleAfterLoad(() => {
      script = document.createElement('script')
      script.type = 'module'
      script.dataset.chatWidget = ''
      script.textContent = chatLoaderSource(scriptUrl, agentId)
      document.body.append(script)

      const startedAt = Date.now()
      poll = window.setInterval(() => {
        button = findChatBubbleButton(document)
        if (button) {
          stopPolling()
          button.addEventListener('click', onBubbleClick)
        } else if (Date.now() - startedAt >= CHAT_POLL_TIMEOUT_MS) {
          stopPolling()
        }
      }, CHAT_POLL_INTERVAL_MS)
    })

    return () => {
      cancelIdle()
      stopPolling()
      button?.removeEventListener('click', onBubbleClick)
      script?.remove()
    }
  }, [scriptUrl, agentId])

  return null
}
