import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import {
  CHAT_FONTS_STYLESHEET_URL,
  CHAT_SERVICE_ORIGIN,
  CHAT_STYLESHEET_URL,
  chatVendorSources,
  chatVendorStorage,
} from '../lib/chat'
import { env } from '../lib/env'

/**
 * A stand-in for the chat vendor's module that starts the way the real one does
 * (@chaindesk/embeds 1.0.217, lib/chat.ts): its element with an open shadow root, the
 * vendor's stylesheet and Google Fonts' linked there, an Emotion-like <style>, the agent
 * asked of the service before the launcher appears, the launcher's icon from the
 * service's images, and an attachment from the vendor's file host (an image, a download
 * and a sound). Every one of those hosts is answered by `serveChatVendor`, so the page's
 * Content-Security-Policy is what decides whether each loads: a source missing from the
 * policy is a violation, and the test fails.
 *
 * Chromium ignores `@font-face` inside a shadow root, where the real widget declares its
 * typefaces; the stand-in loads its face with the FontFace API instead, from the same
 * host, so that `font-src` is exercised too.
 *
 * With `delayMs`, the bubble is drawn that long after `initBubble`; with `null`, only when
 * the test calls `drawChatBubble()` in the page. The launcher counts the listeners added to
 * it, to show how many times the site attached.
 *
 * It keeps in `localStorage` what the real module keeps (`chatVendorStorage`, lib/chat.ts),
 * when the module does: nothing when it starts, where it only reads the visitor's and the
 * conversation's ids; the launcher opens a box for a question, and the service's answer
 * to it stores both ids as the service returns them, then the counter of messages, one
 * higher. The real module reads the answer from an event stream; the stand-in's service
 * answers with the stream's final record, as JSON.
 */
/** What the stand-in's panel shows a visitor: the question box, its button, the answer. */
export const chatPanel = {
  question: 'Pergunte ao assistente',
  send: 'Enviar pergunta',
  answer: 'Olá! Como posso ajudar?',
}

/** The widget waits for the page's load and an idle moment, which a busy machine delays. */
export const WIDGET_WAIT = { timeout: 15_000 }

/** The typeface file the stand-in loads, from the host the real widget's fonts come from. */
const FONT_URL = `${chatVendorSources.font[0]}/s/inter/v13/inter.woff2`
/** The launcher's icon, from the service's images. */
const ICON_URL = `${chatVendorSources.img[0]}chatbubble-default-icon-sm.gif`

export function vendorModule({ delayMs = 1200 as number | null } = {}) {
  const files = `${chatVendorSources.media[0]}/attachments`
  return `
    window.chatWidget = {
      initCalls: [], evaluatedAt: performance.now(), listeners: 0, loaded: [], failed: [],
    }
    const note = (what, ok) => window.chatWidget[ok ? 'loaded' : 'failed'].push(what)
    const watch = (element, what) => {
      element.addEventListener('load', () => note(what, true))
      element.addEventListener('error', () => note(what, false))
      return element
    }
    class Bubble extends HTMLElement {
      constructor() {
        super()
        const root = this.attachShadow({ mode: 'open' })
        for (const [href, what] of [
          [${JSON.stringify(`${CHAT_FONTS_STYLESHEET_URL}?family=Bricolage+Grotesque&family=Inter:wght@400;500&display=swap`)}, 'fonts stylesheet'],
          [${JSON.stringify(CHAT_STYLESHEET_URL)}, 'widget stylesheet'],
        ]) {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.href = href
          root.append(watch(link, what))
        }
        const emotion = document.createElement('style')
        emotion.setAttribute('data-emotion', 'css')
        emotion.textContent = '.css-launcher { position: fixed; right: 16px; bottom: 16px; }'
        root.append(emotion)
      }
    }
    window.drawChatBubble = async () => {
      customElements.define('chaindesk-chatbox-bubble', Bubble)
      const host = document.createElement('chaindesk-chatbox-bubble')
      document.body.append(host)
      const agentId = window.chatWidget.initCalls[0]?.agentId
      const agent = await (await fetch(${JSON.stringify(`${CHAT_SERVICE_ORIGIN}/api/agents/`)} + agentId)).json()
      window.chatWidget.agent = agent
      const face = new FontFace('Inter', 'url(${FONT_URL})')
      face.load().then(() => note('font', true), () => note('font', false))
      const button = document.createElement('button')
      button.className = 'chaindesk-launcher css-launcher'
      button.setAttribute('aria-label', 'Abrir o chat')
      button.append(watch(Object.assign(document.createElement('img'), { src: agent.iconUrl, alt: '' }), 'icon'))
      // What the module does with a question (useChat's handleChatSubmit): the conversation's
      // id, new for the first message, goes with it; the answer stores both ids, then the
      // counter (useRateLimit). None of the items expires.
      const storage = ${JSON.stringify(chatVendorStorage)}
      const conversationKey = storage.conversationPrefix + agentId
      const ids = {
        visitorId: localStorage.getItem(storage.visitor) || '',
        conversationId: localStorage.getItem(conversationKey) || '',
      }
      const cuid = () => 'c' + Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(36).padStart(2, '0')).join('')
      const panel = document.createElement('form')
      panel.hidden = true
      const question = Object.assign(document.createElement('input'), { type: 'text' })
      question.setAttribute('aria-label', ${JSON.stringify(chatPanel.question)})
      const send = Object.assign(document.createElement('button'), { type: 'submit', textContent: ${JSON.stringify(chatPanel.send)} })
      const answers = document.createElement('div')
      answers.setAttribute('role', 'log')
      panel.append(question, send, answers)
      panel.addEventListener('submit', async (event) => {
        event.preventDefault()
        const conversationId = ids.conversationId || cuid()
        const response = await fetch(${JSON.stringify(`${CHAT_SERVICE_ORIGIN}/api/agents/`)} + agentId + '/query', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ streaming: true, query: question.value, visitorId: ids.visitorId, conversationId, channel: 'website' }),
        })
        const reply = await response.json()
        Object.assign(ids, { visitorId: reply.visitorId, conversationId: reply.conversationId })
        localStorage.setItem(storage.visitor, reply.visitorId || '')
        localStorage.setItem(conversationKey, reply.conversationId || '')
        answers.append(Object.assign(document.createElement('p'), { textContent: reply.answer }))
        localStorage.setItem(storage.rateLimit, String(Number(localStorage.getItem(storage.rateLimit)) + 1))
      })
      button.addEventListener('click', () => { panel.hidden = !panel.hidden })
      const add = button.addEventListener.bind(button)
      button.addEventListener = (...args) => { window.chatWidget.listeners++; add(...args) }
      host.shadowRoot.append(button, panel)
      // An attachment in the conversation: its picture, its file and its sound.
      host.shadowRoot.append(watch(Object.assign(document.createElement('img'), { src: '${files}/foto.png', alt: '' }), 'attachment image'))
      fetch('${files}/proposta.txt').then((r) => r.text()).then(() => note('attachment download', true), () => note('attachment download', false))
      // A sound has no load event: it has loaded once it has data.
      const sound = document.createElement('audio')
      sound.addEventListener('loadeddata', () => note('attachment sound', true))
      sound.addEventListener('error', () => note('attachment sound', false))
      sound.preload = 'auto'
      sound.src = '${files}/audio.wav'
      host.shadowRoot.append(sound)
    }
    export default {
      initBubble(options) {
        window.chatWidget.initCalls.push(options)
        if (${delayMs} !== null) setTimeout(window.drawChatBubble, ${delayMs})
      },
    }
  `
}

/** What the stand-in has recorded in the page: its calls, listeners and loads. */
export const chatWidget = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          chatWidget?: {
            initCalls: unknown[]
            evaluatedAt: number
            listeners: number
            loaded: string[]
            failed: string[]
          }
        }
      ).chatWidget,
  )

/** Everything the stand-in loads, once it has drawn its bubble, by what it is. */
export const vendorLoads = [
  'fonts stylesheet',
  'widget stylesheet',
  'font',
  'icon',
  'attachment image',
  'attachment download',
  'attachment sound',
]

/** A file of the plain build, whose icons and font stand in for the vendor's. */
const fromOut = (file: string) => readFileSync(path.join(__dirname, '..', 'out', file))
const fontFile = () => {
  const media = path.join('_next', 'static', 'media')
  const names = readdirSync(path.join(__dirname, '..', 'out', media))
  return fromOut(
    path.join(
      media,
      names.find((name) => name.endsWith('.woff2'))!,
    ),
  )
}

/** A one-sample WAV file, the smallest sound a browser decodes. */
function silentWav() {
  const wav = Buffer.alloc(46)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(38, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(8000, 24)
  wav.writeUInt32LE(16000, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(2, 40)
  return wav
}

/** Cross-origin answers, readable by the page's fetch, fonts and module loader. */
const cors = { 'access-control-allow-origin': '*' }

/**
 * Answers the chat module's URL with `moduleBody`, and every host the vendor's module
 * reaches with what it would get. Returns the requests for the module, as they come.
 */
export async function serveChatVendor(page: Page, moduleBody: string) {
  const moduleRequests: string[] = []
  await page.route(env.chatScriptUrl, (route) => {
    moduleRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', headers: cors, body: moduleBody })
  })
  await page.route(`${CHAT_FONTS_STYLESHEET_URL}?**`, (route) =>
    route.fulfill({
      contentType: 'text/css',
      headers: cors,
      body: `@font-face { font-family: 'Inter'; src: url(${FONT_URL}) format('woff2'); }`,
    }),
  )
  await page.route(CHAT_STYLESHEET_URL, (route) =>
    route.fulfill({
      contentType: 'text/css',
      headers: cors,
      body: '.chaindesk-launcher { font-family: Inter, sans-serif; border-radius: 9999px; }',
    }),
  )
  await page.route(`${chatVendorSources.font[0]}/**`, (route) =>
    route.fulfill({ contentType: 'font/woff2', headers: cors, body: fontFile() }),
  )
  await page.route(`${CHAT_SERVICE_ORIGIN}/api/agents/*`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: cors,
      json: {
        id: route.request().url().split('/').pop(),
        name: 'Atendimento',
        iconUrl: ICON_URL,
      },
    }),
  )
  // The service's answer to a question: the visitor's id it keeps (a new one for a new
  // visitor) and the conversation's, as the module sent it.
  await page.route(`${CHAT_SERVICE_ORIGIN}/api/agents/*/query`, (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: { ...cors, 'access-control-allow-headers': 'content-type' },
      })
    const { visitorId, conversationId } = route.request().postDataJSON() as {
      visitorId: string
      conversationId: string
    }
    return route.fulfill({
      contentType: 'application/json',
      headers: cors,
      json: {
        answer: chatPanel.answer,
        visitorId: visitorId || `v${Date.now().toString(36)}`,
        conversationId,
      },
    })
  })
  await page.route(`${chatVendorSources.img[0]}**`, (route) =>
    route.fulfill({ contentType: 'image/png', headers: cors, body: fromOut('icon-192.png') }),
  )
  await page.route(`${chatVendorSources.media[0]}/**`, (route) => {
    const url = route.request().url()
    if (url.endsWith('.png'))
      return route.fulfill({
        contentType: 'image/png',
        headers: cors,
        body: fromOut('icon-192.png'),
      })
    if (url.endsWith('.wav'))
      return route.fulfill({ contentType: 'audio/wav', headers: cors, body: silentWav() })
    return route.fulfill({ contentType: 'text/plain', headers: cors, body: 'Proposta' })
  })
  return moduleRequests
}
