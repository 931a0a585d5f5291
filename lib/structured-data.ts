import { company, phoneE164 } from '@/content/company'
import type { FaqItem } from '@/content/faq'

import { env } from './env'
import { ogImage } from './metadata'

/** schema.org description of the company, given to search engines on every page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: `${env.siteUrl}/`,
    logo: `${env.siteUrl}/icon.svg`,
    image: `${env.siteUrl}${ogImage.url}`,
    telephone: phoneE164,
    email: company.email,
    foundingDate: String(company.foundedYear),
    areaServed: 'BR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.state,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
  }
}

/** schema.org FAQ of the contact page, built from the same items the page shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
