import type { ReactNode } from 'react'

import type { ContactFormProps } from '@/components/contact/contact-form'
import type { DrawnKind, KindContent } from '@/content/pages'

/**
 * What a view needs besides the page's copy: the contact form's settings, from the build;
 * and whether it draws the editor's preview, which runs no search.
 */
export type ViewSettings = { form: ContactFormProps; preview?: boolean }

/** How a page of `Kind` is drawn from its copy. */
export type View<Kind extends DrawnKind> = (
  content: KindContent<Kind>,
  settings: ViewSettings,
) => ReactNode
