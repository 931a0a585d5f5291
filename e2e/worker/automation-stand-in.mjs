// A stand-in for the company's automation, which the Worker forwards each message to (the
// e2e suite's worker project). Each test plans, by the e-mail address of its message, how
// many posts the automation refuses before it takes one, and reads what it took:
//   POST /plan        {"email": "...", "refusals": 1}
//   POST /webhook     the Worker's forward: refused (`standIns.automation`) while refusals are left
//   GET  /received?email=...   the posts it took for that address, as JSON, fields by name
import { createServer } from 'node:http'

import { standIns } from './stand-ins.mjs'

/** Starts the stand-in on `port`; resolves once it listens. */
export function startAutomation(port) {
  /** Refusals left, by e-mail address. */
  const plans = new Map()
  /** Every post it took, its fields by name. */
  const received = []

  const server = createServer(async (request, response) => {
    const url = new URL(request.url, `http://${request.headers.host}`)
    const reply = (status, value) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    const body = async () => {
      const chunks = []
      for await (const chunk of request) chunks.push(chunk)
      return Buffer.concat(chunks)
    }
    if (request.method === 'POST' && url.pathname === '/plan') {
      const { email, refusals } = JSON.parse((await body()).toString())
      plans.set(email, refusals)
      return reply(204, null)
    }
    if (request.method === 'POST' && url.pathname === '/webhook') {
      const form = await new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': request.headers['content-type'] ?? '' },
        body: await body(),
      }).formData()
      const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]))
      const refusals = plans.get(fields.email) ?? 0
      if (refusals > 0) {
        plans.set(fields.email, refusals - 1)
        return reply(standIns.automation.refusalStatus, { accepted: false })
      }
      received.push(fields)
      return reply(200, { accepted: true })
    }
    if (request.method === 'GET' && url.pathname === '/received') {
      return reply(
        200,
        received.filter((fields) => fields.email === url.searchParams.get('email')),
      )
    }
    reply(404, null)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
