import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { deliveryProblems } from '../../content/texts/contact-endpoint'
import { env } from '../../lib/env'
import { workerRoutes } from '../../lib/worker-routes'
import { runWatch } from '../../scripts/lib/watch.mjs'
import { valid } from '../contact-form-page'
import { expect, test } from '../fixtures'
import { planRefusals, storedMessages, uniqueEmail } from './worker'
import { standIns } from './stand-ins.mjs'

/**
 * The hourly watch (scripts/watch.mjs), run once against the site as its Worker serves it,
 * with a stand-in for the chat vendor on this machine: real servers over HTTP, as the watch
 * meets the live site. The local Worker has no certificate, which the watch reports, and
 * counts a message late at once (e2e/worker/serve.mjs): one the automation refuses is
 * reported, with why, and no test message is ever sent.
 */
test('the watch finds the Worker’s pages well, and reports a message the automation left waiting', async ({
  baseURL,
  request,
}) => {
  const chat = createServer((incoming, response) => {
    response.writeHead(incoming.url === `/api/agents/${env.chatAgentId}` ? 200 : 404).end()
  })
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve))
  try {
    const email = uniqueEmail('vigia')
    await planRefusals(request, email, 1_000)
    const sent = await request.post(workerRoutes.contact, {
      multipart: { ...valid, email, dominio_formulario: 'localhost' },
    })
    expect(sent.status()).toBe(200)
    await expect.poll(() => storedMessages(email)[0]?.attempts).toBe(1)
    const before = storedMessages(email)

    const results = await runWatch({
      siteUrl: baseURL!,
      chatAgentId: env.chatAgentId,
      chatServiceOrigin: `http://127.0.0.1:${(chat.address() as AddressInfo).port}`,
      certificateExpiry: () => Promise.reject(new Error('no TLS here')),
    })
    expect(results.filter(({ ok }) => !ok)).toEqual([
      {
        name: 'Formulário de contato',
        ok: false,
        problem: expect.stringContaining(
          deliveryProblems.refused(standIns.automation.refusalStatus),
        ),
      },
      { name: 'Certificado HTTPS', ok: false, problem: expect.stringContaining('não usa HTTPS') },
    ])
    // Every main page of the sitemap was checked.
    expect(results.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Página /', 'Página /contato/', 'Página não encontrada']),
    )
    // The watch only read: the database holds what it held.
    expect(storedMessages(email)).toEqual(before)
  } finally {
    chat.close()
  }
})
