import { JsonLd } from '@/components/ui/json-ld'
import { company } from '@/content/company'
import { faq } from '@/content/faq'
import { faqJsonLd } from '@/content/structured-data'

import type { View } from '../view'
import { ContactPage } from './contact-page'

export const view: View<'contact'> = (contact, { form, preview }) => (
  <>
    {!preview && <JsonLd data={faqJsonLd(faq.items)} />}
    <ContactPage contact={contact} faq={faq} company={company} form={form} />
  </>
)
