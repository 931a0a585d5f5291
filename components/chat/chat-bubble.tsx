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
  agentId: string
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
    }, 4000)

    return () => {
      cancelIdle()
      stopPolling()
      button?.removeEventListener('click', onBubbleClick)
      script?.remove()
    }
  }, [scriptUrl, agentId])

  return null
}
