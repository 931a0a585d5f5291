// The chat module the configured build pins by its hash (scripts/build-configured.mjs sets
// NEXT_PUBLIC_CHAT_SCRIPT_INTEGRITY to this file's SHA-384), served by
// e2e/chat-pinned.spec.ts: these exact bytes run, any others are refused.
const chatbox = {
  initBubble(options) {
    window.pinnedChatStarted = options
    const button = document.createElement('button')
    button.className = 'chaindesk-launcher'
    button.setAttribute('aria-label', 'Abrir o chat')
    button.textContent = 'Chat'
    document.body.append(button)
  },
}

export default chatbox
