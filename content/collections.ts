import { aboutSchema, contactSchema, homeSchema, seoSchema, servicesSchema } from './page-schemas'
import { privacySchema } from './privacy-schema'
import { companySchema, faqSchema, testimonialsSchema } from './schemas'

/**
 * The files of editable content, each with the schema it must follow and its name in the
 * editor at /admin/, in the order the editor lists them. The build checks every one
 * (scripts/check-facts.mjs) and the editor's configuration is written from this list.
 */
export const collections = {
  home: { file: 'content/data/home.json', label: 'Página inicial', schema: homeSchema },
  about: { file: 'content/data/about.json', label: 'Sobre nós', schema: aboutSchema },
  services: { file: 'content/data/services.json', label: 'Serviços', schema: servicesSchema },
  contact: { file: 'content/data/contact.json', label: 'Contato', schema: contactSchema },
  testimonials: {
    file: 'content/data/testimonials.json',
    label: 'Depoimentos',
    schema: testimonialsSchema,
  },
  faq: { file: 'content/data/faq.json', label: 'Dúvidas mais comuns', schema: faqSchema },
  privacy: {
    file: 'content/data/privacy.json',
    label: 'Política de privacidade',
    schema: privacySchema,
  },
  seo: { file: 'content/data/seo.json', label: 'Títulos nos buscadores', schema: seoSchema },
  company: { file: 'content/data/company.json', label: 'Dados da empresa', schema: companySchema },
} as const

/** The editor's name in the browser tab, before the company's. */
export const adminTitle = 'Editor do site'

/** The preview's own words, beside the content it draws (lib/content/admin-preview/). */
export const previewText = {
  /** Marks a fact or a testimonial that is still invented. */
  example: 'Exemplo',
  /** Under each search result; `{count}` and `{max}` are filled in. */
  titleLength: 'título com {count} de {max} caracteres',
}

export type Collection = (typeof collections)[keyof typeof collections]
