// The page that ends the editor's sign-in, in the window Decap opened, and the message it
// hands the editor.
import { signInTexts } from '@/content/texts/sign-in'
import { scriptJson } from '@/lib/markup'

/** What Decap's window says to the editor first, and waits to hear back (decap-cms-lib-auth). */
const HANDSHAKE = 'authorizing:github'

/** What the window hands the editor once the handshake is done: the token, or why not. */
export const outcomeMessage = (outcome: { token: string } | { error: string }) =>
  'token' in outcome
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`

/**
 * The page: `text` for whoever looks at the window, and a script, run by its nonce, that
 * does Decap's handshake with the window that opened it. It says it is there, waits for the
 * editor to answer, then hands it `message`. Both only ever go to the window's own origin:
 * the editor is served by the same Worker, and a page of another origin that opened this
 * window gets nothing. `text` is always one of `signInTexts`, never what the request carried.
 */
export const signInPage = ({
  text,
  message,
  nonce,
}: {
  text: string
  message: string
  nonce: string
}) =>
  `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${signInTexts.title}</title>
  </head>
  <body>
    <p>${text}</p>
    <script nonce="${nonce}">
      ;(() => {
        const editor = window.opener
        if (!editor) return
        const message = ${scriptJson(message)}
        addEventListener('message', function answer(event) {
          if (event.origin !== location.origin || event.source !== editor) return
          if (event.data !== ${scriptJson(HANDSHAKE)}) return
          removeEventListener('message', answer)
          editor.postMessage(message, location.origin)
        })
        editor.postMessage(${scriptJson(HANDSHAKE)}, location.origin)
      })()
    </script>
  </body>
</html>
`
