// Every page of the site, in one list that the e2e suite (e2e/fixtures.ts), the JS budget,
// the bench and the screenshots all read. A new page goes here.

/** The route a visitor requests and the HTML file of the export that answers it. */
export const pages = [
  { route: '/', file: 'index.html' },
  { route: '/sobre/', file: 'sobre/index.html' },
  { route: '/servicos/', file: 'servicos/index.html' },
  { route: '/contato/', file: 'contato/index.html' },
  { route: '/politica-de-privacidade/', file: 'politica-de-privacidade/index.html' },
  // What a static host answers an unknown address with. Its route is the file itself, as
  // Lighthouse refuses to score a 404 response; the e2e suite visits a missing address.
  { route: '/404.html', file: '404.html', notFound: true },
]
