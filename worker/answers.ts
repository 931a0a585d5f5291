import { securityHeaders } from '@/lib/security-headers'

/**
 * The headers of every answer the Worker writes itself. The host's `_headers` file covers
 * only the files of out/, so the Worker sends the site's security headers on its own, with
 * a policy that allows nothing: its answers are data, redirects and short pages that load
 * nothing but, where a page says so, one inline script by its nonce.
 */
export function ownHeaders(
  extra: Record<string, string> = {},
  { scriptNonce }: { scriptNonce?: string } = {},
) {
  const headers = new Headers(securityHeaders)
  headers.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      ...(scriptNonce ? [`script-src 'nonce-${scriptNonce}'`] : []),
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  )
  // What one visitor sent, or a sign-in: never kept by a cache on the way.
  headers.set('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return headers
}

/** A JSON answer. */
export const json = (status: number, value: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status,
    headers: ownHeaders({ 'Content-Type': 'application/json; charset=utf-8', ...extra }),
  })

/** A redirect that the browser follows with a GET (303): a form sent once is never sent again. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: ownHeaders({ Location: location }) })
