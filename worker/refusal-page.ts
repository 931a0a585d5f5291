import { contactRoute } from '@/content/registry/contact-route'
import { contactFieldNames, type ContactFieldName } from '@/lib/contact/names'
import { escapeMarkup } from '@/lib/markup'
import { noScriptOutcome } from '@/lib/worker-routes'

import { ownHeaders } from './answers'
import type { WorkerEnv } from './env'

/** What was typed, as it came. */
export type Typed = Partial<Record<ContactFieldName, string>>

/** Why a message was not taken, for the visitor, and what they had typed. */
export type Refusal = { status: number; reasons: string[]; typed: Typed }

/**
 * The answer to a send without scripts that the endpoint refused: the contact page as the
 * build wrote it, read by Cloudflare's HTML parser and changed in three ways. What the
 * visitor typed goes back into the fields; the reasons fill the list of the page's refusal
 * note, which is shown and focused; and the page's scripts go, so that it stays the plain
 * page it was when the form was sent (a script would redraw the form without the values).
 */
export async function refusalPage(env: WorkerEnv, request: Request, refused: Refusal) {
  const page = await env.ASSETS.fetch(new URL(contactRoute, request.url))
  if (!page.ok) {
    return new Response(refused.reasons.join('\n'), {
      status: refused.status,
      headers: ownHeaders({ 'Content-Type': 'text/plain; charset=utf-8' }),
    })
  }
  let rewriter = new HTMLRewriter()
    .on('script', {
      element: (element) => {
        element.remove()
      },
    })
    .on('link[rel="modulepreload"], link[rel="preload"][as="script"]', {
      element: (element) => {
        element.remove()
      },
    })
    .on(`#${noScriptOutcome.refused}`, {
      element: (element) => {
        element.removeAttribute('hidden')
        element.setAttribute('autofocus', '')
      },
    })
    .on(`#${noScriptOutcome.refused} ul`, {
      element: (element) => {
        // The site's own words, escaped all the same.
        const items = refused.reasons.map((reason) => `<li>${escapeMarkup(reason)}</li>`)
        element.setInnerContent(items.join(''), { html: true })
      },
    })
  for (const name of contactFieldNames) {
    const value = refused.typed[name]
    if (value === undefined) continue
    rewriter = rewriter
      .on(`input[name="${name}"]`, {
        element: (element) => {
          // The parser writes an attribute's value as given, its quotes aside.
          element.setAttribute('value', escapeMarkup(value))
        },
      })
      // A textarea drops one newline at its start: give it one to drop.
      .on(`textarea[name="${name}"]`, {
        element: (element) => {
          element.setInnerContent(value.startsWith('\n') ? `\n${value}` : value)
        },
      })
  }
  const headers = new Headers(page.headers)
  headers.delete('ETag')
  headers.set('Cache-Control', 'no-store')
  return rewriter.transform(
    new Response(page.body, { status: refused.status, statusText: '', headers }),
  )
}
