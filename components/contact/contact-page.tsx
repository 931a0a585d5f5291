import { CheckCircle2 } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { PageHero } from '@/components/ui/page-hero'
import type { Company } from '@/content/company/company'
import { contactChannels, fallbackChannels } from '@/content/company/contact'
import type { Faq } from '@/content/company/faq'
import type { ContactContent } from '@/content/schemas/page-schemas'

import { ContactChannels } from './contact-channels'
import { ContactForm } from './contact-form'
import { NoScriptOutcome } from './no-script-outcome'
import type { ContactFormProps } from './contact-form'
import { FaqList } from './faq-list'
import { MessageSection } from './message-section'

/** The contact page's sections: its copy, the company's channels, the form and the FAQ. */
export function ContactPage({
  contact,
  faq,
  company,
  form,
}: {
  contact: ContactContent
  faq: Faq
  company: Company
  /** Where the form sends, from the build's settings. */
  form: ContactFormProps
}) {
  const { hero, channels } = contact
  const { ownEndpoint, preview, ...formSettings } = form
  return (
    <>
      <PageHero intro={{ eyebrow: company.name, title: hero.title, description: hero.description }}>
        <ul className="mt-8 flex flex-wrap gap-3">
          {hero.reassurances.map((item) => (
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
        <ContactChannels
          className="lg:col-span-5 lg:pt-10"
          title={channels.title}
          description={channels.description}
          channels={contactChannels(channels, company)}
        />
        <MessageSection className="lg:col-span-7" intro={contact.form}>
          <ContactForm
            {...formSettings}
            fallback={fallbackChannels(company, { preview })}
            noScriptOutcome={ownEndpoint && <NoScriptOutcome />}
          />
        </MessageSection>
      </div>
      <FaqList faq={faq} />
    </>
  )
}
