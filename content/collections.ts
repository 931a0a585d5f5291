import { pages } from './pages'
import { seoSchema } from './seo-schema'
import { companySchema, faqSchema, testimonialsSchema } from './schemas'

/**
 * The files of editable content, each with the schema it must follow and its name in the
 * editor at /admin/, in the order the editor lists them: the pages' own files (from the
 * page registry, content/pages.ts), then what several pages share. The build checks every
 * one (scripts/check-facts.mjs) and the editor's configuration is written from this list.
 */
const pageCollections = Object.fromEntries(
  Object.entries(pages).map(([name, { label, content }]) => [
    name,
    { file: content.file, label, schema: content.schema },
  ]),
) as {
  [Name in keyof typeof pages]: Omit<(typeof pages)[Name]['content'], 'data'> & { label: string }
}

// The policy is listed with the site-wide texts, after the testimonials and the FAQ.
const { privacy, ...pageForms } = pageCollections

export const collections = {
  ...pageForms,
  testimonials: {
    file: 'content/data/testimonials.json',
    label: 'Depoimentos',
    schema: testimonialsSchema,
  },
  faq: { file: 'content/data/faq.json', label: 'Dúvidas mais comuns', schema: faqSchema },
  privacy,
  seo: { file: 'content/data/seo.json', label: 'Títulos nos buscadores', schema: seoSchema },
  company: { file: 'content/data/company.json', label: 'Dados da empresa', schema: companySchema },
}

export type CollectionName = keyof typeof collections

/** The editor's name in the browser tab, before the company's. */
export const adminTitle = 'Editor do site'

/** The preview's own words, beside the content it draws (lib/content/admin-preview/). */
export const previewText = {
  /** Marks a fact or a testimonial that is still invented. */
  example: 'Exemplo',
  /** Under each search result; `{count}` and `{max}` are filled in. */
  titleLength: 'título com {count} de {max} caracteres',
  /** Shown while a form holds something the page cannot draw yet. */
  incomplete: 'A prévia volta quando o formulário estiver completo.',
}

export type Collection = (typeof collections)[CollectionName]
