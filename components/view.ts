import type { ReactNode } from 'react'

import type { ContactFormProps } from '@/components/contact/contact-form'
import type { DrawnKind, KindContent } from '@/content/pages'
import type { ServiceLink } from '@/content/services'

/**
 * What a view needs besides the page's copy: the contact form's settings, from the build;
 * the services' pages the services page links to (read from their folder by the route, and
 * handed to the editor's preview by the build, which reads no folder in the browser); and
 * whether it draws the editor's preview, which runs no search.
 */
export type ViewSettings = {
  form: ContactFormProps
  services: readonly ServiceLink[]
  preview?: boolean
}

/** How a page of `Kind` is drawn from its copy. */
export type View<Kind extends DrawnKind> = (
  content: KindContent<Kind>,
  settings: ViewSettings,
) => ReactNode
