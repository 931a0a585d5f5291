import { blogView } from './blog/blog-view'
import { postView } from './blog/post-view'
import { caseView } from './cases/case-view'
import { casesView } from './cases/cases-view'
import { contactView } from './contact/contact-view'
import { homeView } from './home/home-view'
import { privacyView } from './privacy/privacy-view'
import { searchView } from './search/search-view'
import { serviceView } from './services/service-view'
import { sharedRouteViews } from './shared-route-views'
import type { ViewName, Views } from './view'

/**
 * Every view of the site: how each kind of page of the registry, and each entry of a
 * folder, is drawn. The editor's preview draws with these; a route imports its own view
 * alone (a route loads the client components of every view it imports). A kind of page
 * added to the registry without its view here fails the type check.
 */
export const views = {
  home: homeView,
  contact: contactView,
  search: searchView,
  blog: blogView,
  cases: casesView,
  privacy: privacyView,
  ...sharedRouteViews,
  post: postView,
  case: caseView,
  service: serviceView,
} satisfies Views<ViewName>
