import { caseStudies } from '@/content/entries/cases'

import type { View } from '../view'
import { CasesListPage } from './cases-list-page'

/** The list of cases (`/cases/`), from its copy: the published cases, newest first. */
export const casesView: View<'cases'> = (cases) => (
  <CasesListPage cases={cases} entries={caseStudies()} />
)
