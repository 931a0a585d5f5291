// What every page must stay within (README, "Benchmark"). JS sizes are gzip KB above the
// framework floor: a bare one-page export of the same Next.js version.

/** Exported pages: the route a visitor requests and the HTML file that answers it. */
export const pages = [
  { route: '/', file: 'index.html' },
  { route: '/sobre/', file: 'sobre/index.html' },
  { route: '/servicos/', file: 'servicos/index.html' },
  { route: '/contato/', file: 'contato/index.html' },
  { route: '/politica-de-privacidade/', file: 'politica-de-privacidade/index.html' },
  // Lighthouse refuses to score a 404 response, so the bench loads the file itself.
  { route: '/404.html', file: '404.html', notFound: true },
]

/** The most first-load JS `route` may carry, in gzip bytes, over a floor of `floorBytes`. */
export const jsLimitBytes = (route, floorBytes) => floorBytes + budgets.jsOverFloorKb(route) * 1024

export const budgets = {
  /** First-load JS above the floor, per page. */
  jsOverFloorKb: (route) => (route === '/contato/' ? 30 : 15),
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.01,
  performance: 0.95,
  /** Accessibility, best practices and SEO scores. */
  quality: 1,
}
