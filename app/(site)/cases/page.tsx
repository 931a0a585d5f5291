import type { Metadata } from 'next'

import { CasesListPage } from '@/components/cases/cases-list-page'
import { caseStudies } from '@/content/cases'
import { pageContent } from '@/content/page-content'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('cases')

export default function Cases() {
  return <CasesListPage cases={pageContent('cases')} entries={caseStudies()} />
}
