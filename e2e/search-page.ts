import type { Page } from '@playwright/test'

import { searchKinds } from '../content/texts/search'
import { expect } from './fixtures'
import type { Searchable } from './searchable'

/**
 * The results of the site search at /busca/, as a visitor finds them: each a card in the
 * page's main content, titled by a link to the page it found.
 */

/** The result linking to the page titled `title`: its card. */
export const resultFor = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })

/** Checks a result links to the page titled `title`, at `route`. */
export async function expectResultLinked(page: Page, { route, title }: Omit<Searchable, 'kind'>) {
  await expect(
    resultFor(page, title).getByRole('link', { name: title, exact: true }),
  ).toHaveAttribute('href', route)
}

/** Checks `entry` is among the results, linked, named by its kind, its matches marked. */
export async function expectFound(page: Page, entry: Searchable) {
  await expectResultLinked(page, entry)
  const result = resultFor(page, entry.title)
  await expect(result).toContainText(searchKinds[entry.kind])
  await expect(result.locator('mark').first()).toBeVisible()
}
