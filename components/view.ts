import type { ReactNode } from 'react'

import type { ContactFormProps } from '@/components/contact/contact-form'
import type { Post } from '@/content/entries/blog'
import type { CaseStudy } from '@/content/entries/cases'
import type { KindContent, PageKind } from '@/content/registry/pages'
import type { Service, ServiceLink } from '@/content/entries/services'

/**
 * What a view needs besides what it draws, the same for every view: the contact form's
 * settings, from the build; the services' pages the services page links to (read from
 * their folder by the route, and handed to the editor's preview by the build, which reads
 * no folder in the browser); the address the site is published at (a post's share links);
 * the day the privacy policy last changed, written out (in the preview, today: the day an
 * edit goes live); and whether it draws the editor's preview, which runs no search and
 * lists no entries.
 */
export type ViewSettings = {
  form: ContactFormProps
  services: readonly ServiceLink[]
  siteUrl: string
  policyUpdated: () => string
  preview?: boolean
}

/**
 * What each view draws: a page of each kind of the registry from its copy, and an entry of
 * each folder (a post, a case, a service's page).
 */
export type Drawn = { [Kind in PageKind]: KindContent<Kind> } & {
  post: Post
  case: CaseStudy
  service: Service
}

export type ViewName = keyof Drawn

/** How one kind of page or entry is drawn from its content, in its route and in the preview. */
export type View<Name extends ViewName> = (
  content: Drawn[Name],
  settings: ViewSettings,
) => ReactNode

/** Views by name: a map of them `satisfies Views<…>`, so a name without its view fails. */
export type Views<Name extends ViewName> = { [Key in Name]: View<Key> }
