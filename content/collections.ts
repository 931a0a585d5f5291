import { companySchema, faqSchema, testimonialsSchema } from './schemas'

/**
 * The files of editable content, each with the schema it must follow and its name in the
 * editor at /admin/. The build checks every one (scripts/check-facts.mjs) and the
 * editor's configuration is written from this list.
 */
export const collections = {
  company: { file: 'content/data/company.json', label: 'Dados da empresa', schema: companySchema },
  testimonials: {
    file: 'content/data/testimonials.json',
    label: 'Depoimentos',
    schema: testimonialsSchema,
  },
  faq: { file: 'content/data/faq.json', label: 'Dúvidas mais comuns', schema: faqSchema },
} as const

/** The editor's name in the browser tab, before the company's. */
export const adminTitle = 'Editor do site'

export type Collection = (typeof collections)[keyof typeof collections]
