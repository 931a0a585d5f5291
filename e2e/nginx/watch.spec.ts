import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { env } from '../../lib/env'
import { runWatch, TEST_MARKER } from '../../scripts/lib/watch.mjs'
import { expect, test } from '../fixtures'

/**
 * The hourly watch (scripts/watch.mjs), run once against the site as nginx serves it, with
 * a stand-in for the form's automation and the chat vendor on this machine: a real server
 * over HTTP, as the watch meets the live site. The local nginx has no certificate, which
 * the watch reports as the one thing wrong.
 */
test('the watch finds the nginx-served site well, and reports a refusing webhook and a missing agent', async ({
  baseURL,
}) => {
  let healthy = true
  const received: string[] = []
  const standIn = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.url === '/webhook') received.push(body)
      const found = request.url === '/webhook' || request.url === `/api/agents/${env.chatAgentId}`
      response.writeHead(healthy && found ? 200 : healthy ? 404 : 503).end()
    })
  })
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
  const watch = () =>
    runWatch({
      siteUrl: baseURL!,
      webhookUrl: `${origin}/webhook`,
      chatAgentId: env.chatAgentId,
      chatServiceOrigin: origin,
      certificateExpiry: () => Promise.reject(new Error('no TLS here')),
    })
  try {
    const results = await watch()
    expect(results.filter(({ ok }) => !ok)).toEqual([
      {
        name: 'Certificado HTTPS',
        ok: false,
        problem: expect.stringContaining('não usa HTTPS'),
      },
    ])
    // Every main page of the sitemap was checked, and the test message says it is one.
    expect(results.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'Página /',
        'Página /contato/',
        'Página não encontrada',
        'Feed do blog',
      ]),
    )
    expect(received).toHaveLength(1)
    expect(received[0]).toContain(TEST_MARKER)

    healthy = false
    const failing = (await watch()).filter(({ ok }) => !ok).map(({ name }) => name)
    expect(failing).toEqual(['Formulário de contato', 'Chat', 'Certificado HTTPS'])
  } finally {
    standIn.close()
  }
})
