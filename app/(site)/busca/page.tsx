import type { Metadata } from 'next'

import { SearchPage } from '@/components/search/search-page'
import { pageContent } from '@/content/page-content'
import { pageMetadata } from '@/content/metadata'

export const metadata: Metadata = pageMetadata('search')

export default function Search() {
  return <SearchPage search={pageContent('search')} />
}
