import { posts, type Post } from './blog'
import { caseStudies, type CaseStudy } from './cases'
import { factValues } from '../company/company'
import { readEntries } from './entries'
import type { Entry } from './entries'
import { serviceFolder } from '../schemas/entry-schemas'
import type { ServiceData } from '../schemas/entry-schemas'
import { serviceLabels, trailLabels } from '../texts/entry-labels'
import { isPublished, publicationDay } from './schedule'

/**
 * The services' pages, written in the editor (content/services/<slug>.md): the published
 * ones, in the order the staff give them, with the posts and cases about each.
 */

export type Service = Entry<ServiceData> & {
  /** The day it last changed: its update's, or its publication's. */
  modified: string
}

let written: Entry<ServiceData>[] | undefined

/**
 * Every service's page the staff have published or scheduled: every file of
 * content/services/ but the drafts, whatever its day.
 */
export function serviceEntries(): Entry<ServiceData>[] {
  written ??= readEntries(serviceFolder, factValues).filter((entry) => !entry.draft)
  return written
}

/**
 * The services' pages a list of entries publishes on `today`, in the staff's order: drafts
 * are never read into a page, and a page dated later is scheduled (schedule.ts).
 */
export const publishedServices = (
  entries: readonly Entry<ServiceData>[],
  today = publicationDay(),
): Service[] =>
  entries
    .filter((entry) => isPublished(entry, today))
    .map((entry) => ({ ...entry, modified: entry.updated ?? entry.published }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'pt-BR'))

let published: Service[] | undefined

/** Every published service's page, in the staff's order. */
export function services(): Service[] {
  published ??= publishedServices(serviceEntries())
  return published
}

export function serviceBySlug(slug: string): Service {
  const found = services().find((entry) => entry.slug === slug)
  if (!found) throw new Error(`No published service content/services/${slug}.md`)
  return found
}

/** What a link to a service's page shows: its icon and name. */
export type ServiceLink = Pick<Service, 'slug' | 'name' | 'icon'>

/** The links to every published service's page, in the staff's order. */
export const serviceLinks = (): ServiceLink[] =>
  services().map(({ slug, name, icon }) => ({ slug, name, icon }))

/** The posts and the cases that name a service as what they are about, newest first. */
export const aboutService = (slug: string): { posts: Post[]; cases: CaseStudy[] } => ({
  posts: posts().filter((post) => post.service === slug),
  cases: caseStudies().filter((entry) => entry.service === slug),
})

/** The trail from the home page to a service: Início › Serviços › the service. */
export const serviceCrumbs = (entry: Pick<Service, 'name'>) => [
  { label: trailLabels.home, href: '/' },
  { label: serviceLabels.pageTitle, href: '/servicos' },
  { label: entry.name },
]

/** Where an entry or a file names a service: the file, the field as the editor names it. */
export type ServiceReference = { file: string; field: string; service?: string }

/**
 * The references to a service with no page published or scheduled (deleted, or a draft), a
 * problem each, in the editor's words, for the build to refuse. A reference to a scheduled
 * page is sound: no link leads to it before its day.
 */
export function serviceReferenceProblems(
  references: readonly ServiceReference[],
  entries: readonly Pick<Service, 'slug'>[] = serviceEntries(),
) {
  const known = new Set(entries.map((entry) => entry.slug))
  return references.flatMap(({ file, field, service }) =>
    service && !known.has(service)
      ? [
          {
            file,
            field,
            problem: `nenhuma página de serviço publicada ou agendada tem o endereço “${service}”: escolha outro serviço ou publique o dele`,
          },
        ]
      : [],
  )
}
