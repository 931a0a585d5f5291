import { company } from '@/content/company/company'
import { faq } from '@/content/company/faq'

import type { View } from '../view'
import { ContactPage } from './contact-page'

export const contactView: View<'contact'> = (contact, { form }) => (
  <ContactPage contact={contact} faq={faq} company={company} form={form} />
)
