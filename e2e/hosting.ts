import type { APIResponse, Page, Response } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { securityHeaders } from '../lib/security/policy'
import { expect } from './fixtures'

/**
 * What the specs of real hosts (e2e/nginx/, e2e/cloudflare/) read from a response: its
 * headers and the policy each page carries in its `<meta>`.
 */

/** A response header, failing the test when there is no response at all. */
export function header(response: APIResponse | Response | null, name: string) {
  expect(response, 'a response').not.toBeNull()
  return response!.headers()[name.toLowerCase()]
}

/** Every header lib/security/policy.ts sends besides the policy, each with its value. */
export function expectSecurityHeaders(response: APIResponse | Response | null, path: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(header(response, name), `${name} of ${path}`).toBe(value)
  }
}

/** The policy in the `<meta>` of the page open in `page`. */
export function metaPolicy(page: Page) {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
}

/** The policy in the `<meta>` of a page's HTML, as a host served it. */
export function metaPolicyIn(html: string) {
  const meta = DomUtils.findOne(
    (element) =>
      element.name === 'meta' && element.attribs['http-equiv'] === 'Content-Security-Policy',
    parseDocument(html).children,
  )
  return meta?.attribs.content ?? null
}

/**
 * A page's policy as a header sends it: browsers ignore `frame-ancestors` in a `<meta>`
 * (lib/security/policy.ts), so only the header has it.
 */
export const asHeader = (metaPolicy: string | null) => `${metaPolicy}; frame-ancestors 'none'`

/** One directive of a policy, with its sources. */
export function directive(policy: string | undefined, name: string) {
  return (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
}
