// Runs in every page of a journey before the page's own scripts: Playwright adds it as an
// init script, the WebKitGTK shell as a user script. It keeps, in `window.__visit` (the
// `Visit` type of visitor.ts), what the journeys check in every engine alike, whatever
// drives the browser:
// - problems: uncaught errors, unhandled rejections, console.error calls, files of the
//   site that failed to load or answered with an error, and Content-Security-Policy
//   violations, one line each;
// - sent: every request the page made with fetch to another host (the contact webhook).
//   It is recorded and answered here with an empty 200, as a webhook that took it would,
//   without the network: WebDriver cannot intercept requests, and Firefox's BiDi channel
//   does not hand over request bodies.
// Both lists are kept in the tab's sessionStorage as well, so they cover every page the
// journey went through, not only the last one.
;(() => {
  if (window.__visit) return
  const KEY = 'e2e.visit'
  const visit = JSON.parse(sessionStorage.getItem(KEY) ?? '{"problems":[],"sent":[]}')
  Object.defineProperty(window, '__visit', { value: visit })
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(visit))
  // Leaving a page cancels the files it was still loading, which some engines report as
  // load errors: those are the journey's doing, not the site's.
  let leaving = false
  window.addEventListener('beforeunload', () => (leaving = true))
  const problem = (line) => {
    if (leaving) return
    visit.problems.push(`${line} (on ${location.pathname})`)
    save()
  }

  document.addEventListener(
    'securitypolicyviolation',
    (event) => problem(`policy: ${event.effectiveDirective} blocked ${event.blockedURI}`),
    true,
  )
  window.addEventListener(
    'error',
    (event) => {
      if (event.target === window) {
        problem(`uncaught: ${event.message}`)
        return
      }
      // A file that did not load. Other hosts are unreachable on purpose, as behind an
      // ad-blocker: only the site's own files count.
      const url = event.target.src || event.target.href
      if (url && new URL(url, location.href).origin === location.origin) {
        problem(`failed to load ${url}`)
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) =>
    problem(`unhandled rejection: ${event.reason}`),
  )
  const consoleError = console.error
  console.error = function (...args) {
    problem(`console: ${args.map(String).join(' ')}`)
    return consoleError.apply(this, args)
  }

  const pageFetch = window.fetch
  window.fetch = function (input, init = {}) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (url.origin === location.origin) {
      // The site's own files, such as the payloads of client-side navigation: an error
      // answer would make the router fall back to a full page load without a word.
      return pageFetch.apply(this, arguments).then((response) => {
        if (!response.ok) problem(`${response.status} from ${url.pathname}`)
        return response
      })
    }
    const body = init.body
    visit.sent.push({
      url: url.href,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
      multipart: body instanceof FormData,
      fields:
        body instanceof FormData ? [...body].map(([name, value]) => [name, String(value)]) : [],
    })
    save()
    return Promise.resolve(new Response(null, { status: 200 }))
  }
})()
