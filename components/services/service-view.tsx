import { pageContent } from '@/content/registry/page-content'
import { scheduledHrefs } from '@/content/registry/links'
import { aboutService, serviceCrumbs } from '@/content/entries/services'

import type { View } from '../view'
import { ServicePage } from './service-page'

/** A service's page, with the posts and cases about it, closed by the services' invitation. */
export const serviceView: View<'service'> = (entry) => (
  <ServicePage
    entry={entry}
    services={pageContent('services')}
    crumbs={serviceCrumbs(entry)}
    about={aboutService(entry.slug)}
    scheduled={scheduledHrefs()}
  />
)
