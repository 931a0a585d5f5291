import { company, phoneE164 } from '../company/company'
import type { FaqItem } from '../company/faq'
import { pages } from './pages'

import { env } from '@/lib/env'
import { ogImage } from './metadata'

/** The company's node in the structured data, which a service names as its provider. */
const organizationId = () => `${env.siteUrl}/#organization`

/** schema.org description of the company, given to search engines on every page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(),
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

/** A step of a page's trail, with its address when it is a page above this one. */
type Crumb = { label: string; href?: string }

/** schema.org trail of a page, from the same steps the page shows; the last is the page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${env.siteUrl}${crumb.href ? crumb.href.replace(/\/?$/, '/') : path}`,
    })),
  }
}

/** What a post or a case tells search engines about itself. */
type ArticleFacts = {
  type: 'BlogPosting' | 'Article'
  path: string
  title: string
  summary: string
  image: string
  published: string
  modified: string
  author?: { name: string; role: string }
  section?: string
  words?: number
}

/** A post's author: a person, or the company's team when the name is the company's. */
function authorJsonLd({ name, role }: { name: string; role: string }) {
  return name.includes(company.name)
    ? {
        '@type': 'Organization',
        name,
        description: role,
        url: `${env.siteUrl}${pages.about.route}`,
      }
    : { '@type': 'Person', name, jobTitle: role }
}

/** schema.org article: a post (`BlogPosting`) or a case study (`Article`). */
export function articleJsonLd(article: ArticleFacts) {
  const url = `${env.siteUrl}${article.path}`
  const publisher = {
    '@type': 'Organization',
    name: company.name,
    url: `${env.siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${env.siteUrl}/icon-512.png` },
  }
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.title,
    description: article.summary,
    image: `${env.siteUrl}${article.image}`,
    datePublished: article.published,
    dateModified: article.modified,
    author: article.author ? authorJsonLd(article.author) : publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'pt-BR',
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.words ? { wordCount: article.words } : {}),
  }
}

/** What a service's page tells search engines: the service, provided by the company. */
export function serviceJsonLd(service: {
  path: string
  name: string
  title: string
  summary: string
}) {
  const url = `${env.siteUrl}${service.path}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.name,
    description: service.summary,
    url,
    image: `${url}og-image.png`,
    provider: { '@type': 'ProfessionalService', '@id': organizationId(), name: company.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'pt-BR',
  }
}
