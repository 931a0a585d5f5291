#!/usr/bin/env node
// Debian's Firefox ESR, as Playwright's WebDriver BiDi channel (`moz-firefox`) launches it.
//
// Playwright's executablePath for that channel points here. This starts Firefox with the
// arguments Playwright gives, and stands between the two on the BiDi connection: every
// message passes through unchanged except `emulation.setMediaFeaturesOverride`, which ESR
// 153 (Debian's today) does not know and which Playwright sends with every new context,
// to emulate the colour scheme. Asked for the light scheme or none, which is what Firefox
// shows anyway, this answers with an empty success; asked for anything else, with an
// error, so a test that needs that emulation fails instead of passing without it.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

import { WebSocket, WebSocketServer } from 'ws'

const MEDIA_FEATURES = 'emulation.setMediaFeaturesOverride'
/** Values that ask for nothing beyond what Firefox shows by default. */
const DEFAULT_MEDIA = new Set([null, undefined, 'light', 'no-preference'])
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/

const firefox = spawn('firefox-esr', process.argv.slice(2), {
  stdio: ['ignore', 'inherit', 'pipe'],
})
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => firefox.kill(signal))
}

/** The answer to a media-features override, which ESR cannot carry out itself. */
function mediaFeaturesAnswer({ id, params }) {
  const features = Object.values(params?.features ?? {})
  if (features.every((value) => DEFAULT_MEDIA.has(value))) {
    return { type: 'success', id, result: {} }
  }
  return {
    type: 'error',
    id,
    error: 'unsupported operation',
    message: `Firefox ESR cannot emulate ${JSON.stringify(params.features)}; use Firefox prefs`,
  }
}

/** Relays one client connection to Firefox, answering the command ESR lacks. */
function relay(client, upstreamUrl) {
  const upstream = new WebSocket(upstreamUrl, { perMessageDeflate: false })
  const pending = []
  upstream.on('open', () => pending.splice(0).forEach((data) => upstream.send(data)))
  upstream.on('message', (data, isBinary) => client.send(data, { binary: isBinary }))
  upstream.on('close', () => client.close())
  upstream.on('error', () => client.close())
  client.on('message', (data) => {
    const text = data.toString()
    const command = JSON.parse(text)
    if (command.method === MEDIA_FEATURES) {
      client.send(JSON.stringify(mediaFeaturesAnswer(command)))
    } else if (upstream.readyState === WebSocket.OPEN) {
      upstream.send(text)
    } else {
      pending.push(text)
    }
  })
  client.on('close', () => upstream.close())
}

// Firefox says where it listens on stderr; Playwright reads that line to connect. It gets
// the relay's address instead, with the same path.
createInterface({ input: firefox.stderr }).on('line', (line) => {
  const match = LISTENING.exec(line)
  if (!match) {
    process.stderr.write(`${line}\n`)
    return
  }
  const upstream = new URL(match[1])
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false })
  server.on('connection', (client, request) => relay(client, new URL(request.url, upstream)))
  server.on('listening', () => {
    const relayUrl = new URL(upstream)
    relayUrl.port = String(server.address().port)
    process.stderr.write(`${line.replace(match[1], relayUrl.href.replace(/\/$/, ''))}\n`)
  })
})
