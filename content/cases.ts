import { factValues } from './company'
import { readEntries } from './entries'
import type { Entry } from './entries'
import { caseFolder, newestFirst } from './entry-schemas'
import type { CaseData } from './entry-schemas'
import { caseLabels, trailLabels } from './entry-labels'

/** The case studies, written in the editor (content/cases/<slug>.md): published, newest first. */

export type CaseStudy = Entry<CaseData>

let published: CaseStudy[] | undefined

/** Every published case, newest first; drafts are never read into a page. */
export function caseStudies(): CaseStudy[] {
  published ??= readEntries(caseFolder, factValues)
    .filter((entry) => !entry.draft)
    .sort(newestFirst)
  return published
}

export function caseBySlug(slug: string): CaseStudy {
  const found = caseStudies().find((entry) => entry.slug === slug)
  if (!found) throw new Error(`No published case content/cases/${slug}.md`)
  return found
}

/** The trail from the home page to a case: Início › Cases de sucesso › the case. */
export const caseCrumbs = (entry: CaseStudy) => [
  { label: trailLabels.home, href: '/' },
  { label: caseLabels.pageTitle, href: '/cases' },
  { label: entry.title },
]
