// A stand-in for GitHub's OAuth service, which the Worker signs the editor in with (the e2e
// suite's worker project), knowing one OAuth App (`standIns.github`):
//   GET  /login/oauth/authorize?client_id&redirect_uri&scope&state
//        sends the person straight back, as GitHub does once they allowed the App: a 302
//        to redirect_uri with a one-time code and the same state
//   POST /login/oauth/access_token   client_id, client_secret, code, redirect_uri, as a form
//        or JSON: the App's token, or GitHub's `{"error": "bad_verification_code"}` with a 200
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

import { standIns } from './stand-ins.mjs'

const { clientId, clientSecret, token } = standIns.github

/** Starts the stand-in on `port`; resolves once it listens. */
export function startGitHub(port) {
  /** The redirect_uri each code was given for, until it is exchanged. */
  const codes = new Map()

  const server = createServer(async (request, response) => {
    const url = new URL(request.url, `http://${request.headers.host}`)
    const reply = (status, value) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const query = url.searchParams
      const redirectUri = query.get('redirect_uri') ?? ''
      const back = URL.parse(redirectUri)
      if (query.get('client_id') !== clientId || !back) return reply(404, { error: 'not_found' })
      const code = randomUUID()
      codes.set(code, redirectUri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', query.get('state') ?? '')
      response.writeHead(302, { Location: back.href })
      return response.end()
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const chunks = []
      for await (const chunk of request) chunks.push(chunk)
      const body = Buffer.concat(chunks).toString()
      const fields = (request.headers['content-type'] ?? '').startsWith('application/json')
        ? JSON.parse(body)
        : Object.fromEntries(new URLSearchParams(body))
      const redirectUri = codes.get(fields.code)
      codes.delete(fields.code)
      const valid =
        fields.client_id === clientId &&
        fields.client_secret === clientSecret &&
        redirectUri !== undefined &&
        fields.redirect_uri === redirectUri
      return reply(
        200,
        valid
          ? { access_token: token, token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code' },
      )
    }
    reply(404, { error: 'not_found' })
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
