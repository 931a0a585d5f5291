import type { Metadata } from 'next'

import { ContactPage } from '@/components/contact/contact-page'
import { JsonLd } from '@/components/ui/json-ld'
import { company } from '@/content/company'
import { faq } from '@/content/faq'
import { pageContent } from '@/content/page-content'
import { env } from '@/lib/env'
import { pageMetadata } from '@/content/metadata'
import { faqJsonLd } from '@/content/structured-data'

export const metadata: Metadata = pageMetadata('contact')

export default function Contact() {
  return (
    <>
      <JsonLd data={faqJsonLd(faq.items)} />
      <ContactPage
        contact={pageContent('contact')}
        faq={faq}
        company={company}
        form={{
          webhookUrl: env.contactWebhookUrl,
          webhookCors: env.contactWebhookCors,
          noScriptHostname: new URL(env.siteUrl).hostname,
        }}
      />
    </>
  )
}
