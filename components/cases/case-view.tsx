import { caseCrumbs } from '@/content/entries/cases'
import { pageContent } from '@/content/registry/page-content'
import { scheduledHrefs } from '@/content/registry/links'

import type { View } from '../view'
import { CasePage } from './case-page'

/** A case's page, closed by the cases' invitation. */
export const caseView: View<'case'> = (entry) => (
  <CasePage
    entry={entry}
    cases={pageContent('cases')}
    crumbs={caseCrumbs(entry)}
    scheduled={scheduledHrefs()}
  />
)
