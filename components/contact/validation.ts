import type { Resolver } from 'react-hook-form'

import type { ContactFormInput, ContactMessage } from '@/lib/contact/names'

type ContactResolver = Resolver<ContactFormInput, unknown, ContactMessage>

let loading: Promise<ContactResolver> | undefined

/**
 * Loads zod and the form's rules, once. They stay out of the page's first load: the form
 * asks for them when the visitor first touches it, and a failed load is tried again.
 */
export function loadContactValidation(): Promise<ContactResolver> {
  loading ??= Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/content/schemas/contact-form-schema'),
  ]).then(
    ([{ zodResolver }, { contactFormSchema }]) => zodResolver(contactFormSchema),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The contact form's resolver: the schema's rules, loaded on first use. */
export const contactResolver: ContactResolver = async (values, context, options) =>
  (await loadContactValidation())(values, context, options)
