// Every page of the export, from the page registry (`pages`), for the scripts that
// visit or measure pages: the post-build step, the JS budget, the bench, Lighthouse and the
// screenshots.
import { loadSiteModule } from './site-modules.mjs'

const { pages: registry } = await loadSiteModule('content/registry/pages.ts')
const { isIndexed, sitePages } = await loadSiteModule('content/registry/links.ts')
const { notFoundPage } = await loadSiteModule('content/registry/routes.ts')

/** The route a visitor requests and the HTML file of the export that answers it. */
export const pages = [
  ...sitePages().map((page) => ({
    name: page.name,
    route: page.route,
    file: page.file,
    ...(!isIndexed(page) && { noindex: true }),
    ...(registry[page.name].webAssembly && { webAssembly: true }),
  })),
  // What a static host answers an unknown address with. Its route is the file itself, as
  // Lighthouse refuses to score a 404 response; the e2e suite visits a missing address.
  { ...notFoundPage, notFound: true, noindex: true },
]
