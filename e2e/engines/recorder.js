// Runs in every page of a journey before the page's own scripts: Playwright adds it as an
// init script, the WebKitGTK shell as a user script. It keeps, in `window.__visit`, what
// the journeys check in every engine alike, whatever drives the browser:
// - problems: uncaught errors, unhandled rejections, console.error calls, files of the
//   site that failed to load, and Content-Security-Policy violations, one line each;
// - sent: every request the page made with fetch to another host (the contact webhook).
//   It is recorded and answered here with an empty 200, as a webhook that took it would,
//   without the network: WebDriver cannot intercept requests, and Firefox's BiDi channel
//   does not hand over request bodies.
;(() => {
  if (window.__visit) return
  const visit = { problems: [], sent: [] }
  Object.defineProperty(window, '__visit', { value: visit })
  const problem = (line) => visit.problems.push(`${line} (on ${location.pathname})`)

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
    if (url.origin === location.origin) return pageFetch.apply(this, arguments)
    const body = init.body
    visit.sent.push({
      url: url.href,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
      multipart: body instanceof FormData,
      fields:
        body instanceof FormData ? [...body].map(([name, value]) => [name, String(value)]) : [],
    })
    return Promise.resolve(new Response(null, { status: 200 }))
  }
})()
