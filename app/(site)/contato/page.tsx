import { CheckCircle2 } from 'lucide'
import type { Metadata } from 'next'

import { ContactChannels } from '@/components/contact/contact-channels'
import { ContactForm } from '@/components/contact/contact-form'
import { FaqList } from '@/components/contact/faq-list'
import { MessageSection } from '@/components/contact/message-section'
import { JsonLd } from '@/components/ui/json-ld'
import { PageHero } from '@/components/ui/page-hero'
import { contactHero } from '@/content/contact'
import { faq } from '@/content/faq'
import { pageMeta } from '@/content/seo'
import { env } from '@/lib/env'
import { pageMetadata } from '@/lib/metadata'
import { faqJsonLd } from '@/lib/structured-data'
import { Icon } from '@/components/ui/icon'

export const metadata: Metadata = pageMetadata(pageMeta.contact)

export default function ContactPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(faq.items)} />
      <PageHero
        intro={{
          eyebrow: contactHero.companyName,
          title: contactHero.title,
          description: contactHero.description,
        }}
      >
        <ul className="mt-8 flex flex-wrap gap-3">
          {contactHero.reassurances.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-medium text-white"
            >
              <Icon node={CheckCircle2} className="size-5 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
      </PageHero>
      {/* On wide screens the channels and the form sit side by side, so the form starts
          on the first screen after the hero; on phones the compact channels come first. */}
      <div className="container-page grid items-start gap-12 py-16 sm:py-20 lg:grid-cols-12">
        <ContactChannels className="lg:col-span-5 lg:pt-10" />
        <MessageSection className="lg:col-span-7">
          <ContactForm
            webhookUrl={env.contactWebhookUrl}
            webhookCors={env.contactWebhookCors}
            noScriptHostname={new URL(env.siteUrl).hostname}
          />
        </MessageSection>
      </div>
      <FaqList />
    </>
  )
}
