import { UPLOADS } from '@/lib/images/variants'

import { companyCollection } from '../company/company'
import { caseFolder, postFolder, serviceFolder, serviceFolderName } from '../schemas/entry-schemas'
import { exampleMark } from '../texts/navigation'
import { isSinglePage, pages } from './pages'
import type { SinglePageName } from './pages'
import { seoSchema } from '../schemas/seo-schema'
import { faqSchema } from '../schemas/faq-schema'
import { testimonialsSchema } from '../schemas/testimonials-schema'

/**
 * The files of editable content, each with the schema it must follow and its name in the
 * editor at /admin/, in the order the editor lists them: the pages' own files (from the
 * page registry, `pages`), then what several pages share. The build checks every one and
 * the editor's configuration is written from this list.
 */
const pageCollections = Object.fromEntries(
  Object.entries(pages).flatMap(([name, page]) =>
    isSinglePage(page)
      ? [[name, { file: page.content.file, label: page.label, schema: page.content.schema }]]
      : [],
  ),
) as {
  [Name in SinglePageName]: Omit<(typeof pages)[Name]['content'], 'data'> & { label: string }
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
  company: companyCollection,
}

export type CollectionName = keyof typeof collections

/**
 * The folders of entries the staff add, edit and delete in the editor, one file each, in
 * the order the editor lists them after the collections above: the blog's posts, the
 * case studies and the services' pages. `media` is where the editor uploads their pictures.
 */
export const folders = {
  posts: {
    ...postFolder,
    label: 'Blog: artigos',
    labelSingular: 'Artigo',
    media: `public/${UPLOADS.posts}`,
  },
  caseStudies: {
    ...caseFolder,
    // Beside the page "Cases de sucesso" (its opening), in the editor's list of collections.
    label: 'Cases de sucesso: cases',
    labelSingular: 'Case',
    media: `public/${UPLOADS.cases}`,
  },
  [serviceFolderName]: {
    ...serviceFolder,
    // Beside the page "Serviços" (its opening and offers), in the editor's list.
    label: 'Serviços: páginas',
    labelSingular: 'Página de serviço',
    // A service's page has no picture; a picture inside its text goes with the posts'.
    media: `public/${UPLOADS.posts}`,
  },
}

export type FolderName = keyof typeof folders

/** The editor's name in the browser tab, before the company's. */
export const adminTitle = 'Editor do site'

/** The preview's own words, beside the content it draws (editor/). */
export const previewText = {
  /** Marks a fact, a testimonial, a post, a case or a service’s page that is still an example. */
  example: exampleMark,
  /** Under each search result; `{count}` and `{max}` are filled in. */
  titleLength: 'título com {count} de {max} caracteres',
  /** Shown while a form holds something the page cannot draw yet. */
  incomplete: 'A prévia volta quando o formulário estiver completo.',
  /** Above a post, a case or a service's page dated in the future; `{day}` is its day, written out. */
  scheduled: 'Agendado: vai ao ar em {day}, na publicação automática da manhã desse dia.',
}

export type Collection = (typeof collections)[CollectionName]
