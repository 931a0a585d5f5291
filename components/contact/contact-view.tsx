import { company } from '@/content/company'
import { faq } from '@/content/faq'

import type { View } from '../view'
import { ContactPage } from './contact-page'

export const contactView: View<'contact'> = (contact, { form }) => (
  <ContactPage contact={contact} faq={faq} company={company} form={form} />
)
