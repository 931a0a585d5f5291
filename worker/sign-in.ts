import { signInTexts } from '@/content/texts/sign-in'
import { workerRoutes } from '@/lib/worker-routes'

import { ownHeaders } from './answers'
import type { WorkerEnv } from './env'
import { outcomeMessage, signInPage } from './sign-in-page'

/**
 * The editor's sign-in with GitHub, on the site's own address. Decap opens `signIn` in a
 * window of its own; the Worker sends that window to GitHub with the OAuth App's client id
 * and a one-time `state`, kept in a cookie; GitHub sends the person back to
 * `signInCallback` with a code, which the Worker, holding the App's secret, exchanges for a
 * token; the page it answers with hands the token to the editor that opened the window.
 */

/** The cookie that holds the `state` of a sign-in under way, for the callback to check. */
const STATE_COOKIE = 'entrada_github'

/** How long a sign-in may take, from the editor's click to GitHub's callback. */
const STATE_MAX_AGE_S = 10 * 60

/** What Decap asks GitHub for: `repo`, or `public_repo` for a public repository only. */
const SCOPES = ['repo', 'public_repo']

/** Where GitHub's sign-in lives, a stand-in's address in the e2e suite. */
const githubOAuth = (env: WorkerEnv) =>
  (env.GITHUB_OAUTH_URL ?? 'https://github.com').replace(/\/+$/, '')

/** Where GitHub sends the person back: this address, which the OAuth App must allow. */
const callbackOf = (url: URL) => `${url.origin}${workerRoutes.signInCallback}`

/** `bytes` random bytes, base64url. */
function randomToken(bytes: number) {
  const random = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...random))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The state cookie, scoped to the sign-in's addresses; an empty one with no age clears it. */
const stateCookie = (url: URL, value: string, maxAge: number) =>
  [
    `${STATE_COOKIE}=${value}`,
    `Path=${workerRoutes.signIn}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // GitHub's redirect back is a top-level GET from another site, which Lax lets through.
    'SameSite=Lax',
    ...(url.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ')

const readCookie = (request: Request, name: string) =>
  (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** Whether two states are equal, in a time that does not tell how much of them is. */
function sameState(a: string, b: string) {
  const [left, right] = [new TextEncoder().encode(a), new TextEncoder().encode(b)]
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right)
}

/**
 * The headers of every sign-in answer. The address carries GitHub's code: no Referer takes it
 * on. The window must stay the editor's opener on its way through github.com and back, which
 * the site's `same-origin` would cut as it came back: `unsafe-none`, as github.com's pages
 * have. (The editor's page sends `same-origin-allow-popups` for its part, `ADMIN_OPENER_POLICY`.)
 */
const signInHeaders = (extra: Record<string, string>, scriptNonce?: string) =>
  ownHeaders(
    { 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Opener-Policy': 'unsafe-none', ...extra },
    { scriptNonce },
  )

/** The page that ends a sign-in: the token for the editor, or why there is none. */
function ending(
  status: number,
  outcome: { token: string } | { error: string },
  extra: Record<string, string> = {},
) {
  const nonce = randomToken(16)
  const text = 'token' in outcome ? signInTexts.signedIn : outcome.error
  return new Response(signInPage({ text, message: outcomeMessage(outcome), nonce }), {
    status,
    headers: signInHeaders({ 'Content-Type': 'text/html; charset=utf-8', ...extra }, nonce),
  })
}

/** `GET /api/auth?provider=github&scope=repo`, where Decap's window starts. */
export function signIn(request: Request, env: WorkerEnv) {
  const url = new URL(request.url)
  const scope = url.searchParams.get('scope') || 'repo'
  if (url.searchParams.get('provider') !== 'github' || !SCOPES.includes(scope)) {
    return ending(400, { error: signInTexts.wrongRequest })
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return ending(503, { error: signInTexts.notConfigured })
  }
  const state = randomToken(32)
  const query = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: callbackOf(url),
    scope,
    state,
  })
  return new Response(null, {
    status: 302,
    headers: signInHeaders({
      Location: `${githubOAuth(env)}/login/oauth/authorize?${query}`,
      'Set-Cookie': stateCookie(url, state, STATE_MAX_AGE_S),
    }),
  })
}

/** `GET /api/auth/callback?code&state`, where GitHub sends the person back. */
export async function signInCallback(request: Request, env: WorkerEnv) {
  const url = new URL(request.url)
  // One state, one use: whatever happens next, the cookie goes.
  const cleared = { 'Set-Cookie': stateCookie(url, '', 0) }
  const expected = readCookie(request, STATE_COOKIE)
  const state = url.searchParams.get('state')
  // A state other than the one this browser was given: a sign-in started elsewhere, or forged.
  if (!expected || !state || !sameState(state, expected)) {
    return ending(400, { error: signInTexts.staleState }, cleared)
  }
  // GitHub says `error=access_denied` when the person cancels.
  const code = url.searchParams.get('code')
  if (url.searchParams.has('error') || !code) {
    return ending(403, { error: signInTexts.denied }, cleared)
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return ending(503, { error: signInTexts.notConfigured }, cleared)
  }
  const token = await exchange(env, code, callbackOf(url))
  if (!token) return ending(502, { error: signInTexts.exchangeFailed }, cleared)
  return ending(200, { token }, cleared)
}

/** GitHub's token for `code`, or nothing when GitHub refuses it or cannot be reached. */
async function exchange(env: WorkerEnv, code: string, redirectUri: string) {
  try {
    const response = await fetch(`${githubOAuth(env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_id: env.GITHUB_CLIENT_ID!,
        client_secret: env.GITHUB_CLIENT_SECRET!,
        code,
        redirect_uri: redirectUri,
      }),
    })
    // GitHub answers a refused code with a 200 and an `error` (bad_verification_code…).
    const answer = (await response.json()) as { access_token?: unknown; error?: unknown }
    if (response.ok && typeof answer.access_token === 'string') return answer.access_token
    console.warn('GitHub refused the sign-in code', response.status, answer.error)
  } catch (error) {
    console.warn('GitHub could not be asked for a token', error)
  }
  return undefined
}
