import type { View } from '../view'
import { SearchPage } from './search-page'

export const searchView: View<'search'> = (search, { preview }) => (
  <SearchPage search={search} live={!preview} />
)
