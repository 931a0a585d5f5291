'use client'

import { useEffect } from 'react'

import { track } from '@/lib/analytics'
import {
  CHAT_POLL_INTERVAL_MS,
  CHAT_POLL_TIMEOUT_MS,
  chatLoaderSource,
  findChatBubbleButton,
} from '@/lib/chat'
import { whenIdleAfterLoad } from '@/lib/idle'

type ChatBubbleProps = {
  /** ES module of the widget (`env.chatScriptUrl`). */
  scriptUrl: string
  /** Its Subresource Integrity hash, when the build pins it (`env.chatScriptIntegrity`). */
  integrity: string | undefined
  agentId: string
}

/**
 * The vendor's floating chat bubble, on every page. Its script loads only once the page is
 * loaded and idle, so it never competes with the page's own content; a blocked or broken
 * vendor leaves the page as it was. Renders nothing itself.
 */
export function ChatBubble({ scriptUrl, integrity, agentId }: ChatBubbleProps) {
  useEffect(() => {
    let pinned: HTMLScriptElement | undefined
    let script: HTMLScriptElement | undefined
    let poll: number | undefined
    let button: HTMLElement | null = null
    const onBubbleClick = () =>
      track('click_chat_bubble', { element_type: 'chat_bubble', placement: 'floating_button' })

    const stopPolling = () => window.clearInterval(poll)

    const startWidget = () => {
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
    }

    const cancelIdle = whenIdleAfterLoad(() => {
      if (!integrity) return startWidget()
      // The browser fetches the module with its hash and, if the bytes match, keeps it in
      // its module map, where the loader's import() then finds it; a mismatch fires
      // `error` and the widget stays out.
      pinned = document.createElement('script')
      pinned.type = 'module'
      pinned.src = scriptUrl
      pinned.integrity = integrity
      pinned.crossOrigin = 'anonymous'
      pinned.addEventListener('load', startWidget)
      document.body.append(pinned)
    }, 4000)

    return () => {
      cancelIdle()
      stopPolling()
      button?.removeEventListener('click', onBubbleClick)
      pinned?.removeEventListener('load', startWidget)
      pinned?.remove()
      script?.remove()
    }
  }, [scriptUrl, integrity, agentId])

  return null
}
