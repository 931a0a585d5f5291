import { factValues } from '../company/company'
import { readEntries } from './entries'
import type { Entry } from './entries'
import { caseFolder, newestFirst } from '../schemas/entry-schemas'
import type { CaseData } from '../schemas/entry-schemas'
import { caseLabels, trailLabels } from '../texts/entry-labels'
import { isPublished, publicationDay } from './schedule'

/** The case studies, written in the editor (content/cases/<slug>.md): published, newest first. */

export type CaseStudy = Entry<CaseData>

let written: CaseStudy[] | undefined

/**
 * Every case the staff have published or scheduled: every file of content/cases/ but the
 * drafts, whatever its day.
 */
export function caseEntries(): CaseStudy[] {
  written ??= readEntries(caseFolder, factValues).filter((entry) => !entry.draft)
  return written
}

/**
 * The cases a list of entries publishes on `today`, newest first: drafts are never read into
 * a page, and a case dated later is scheduled (schedule.ts).
 */
export const publishedCases = (entries: readonly CaseStudy[], today = publicationDay()) =>
  entries.filter((entry) => isPublished(entry, today)).sort(newestFirst)

let published: CaseStudy[] | undefined

/** Every published case, newest first. */
export function caseStudies(): CaseStudy[] {
  published ??= publishedCases(caseEntries())
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
