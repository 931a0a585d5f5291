import type { Post } from '../entries/blog'
import type { CaseStudy } from '../entries/cases'
import type { Service } from '../entries/services'
import { collections, folders, type CollectionName } from '../registry/collections'
import type { company as siteCompany } from './company'
import type { Testimonial } from './testimonials'

import { factNames } from '../schemas/company-schema'
import { counted, EXAMPLE_SWITCH, hasExampleSwitch } from '../schemas/field-kinds'
import { defaults, postsToOwnEndpoint, type Env } from '@/lib/env'

/**
 * What still stands in for the company's real data: the facts listed as `examples`, the
 * build settings left at their invented defaults, and what speaks in the company's name
 * with its switch "É um exemplo" still on (`exampleSwitch`): every file of copy that has
 * one, the testimonials, posts, case studies and services' pages. `npm run build` states
 * how many remain; `npm run build:release` lists them all and refuses to build while any
 * is left. Read by the company's staff: Portuguese.
 */

/** One thing to replace: what it is, and where to change it. */
export type Placeholder = { what: string; where: string }

/**
 * How the privacy policy marks what only the company can say (an operator's country, the
 * safeguard of a transfer): "[a confirmar: o país]".
 */
export const PENDING = '[a confirmar'

/** Chat agents are identified by a cuid: 25 lower-case letters and digits, starting with c. */
const chatAgentIdForm = /^c[a-z0-9]{24}$/

const companyFile = 'content/data/company.json'
const privacyFile = 'content/data/privacy.json'
const settingsFile = 'variável de ambiente do build ou .env.production.local'

/**
 * Whether an entry flagged as an example holds the release: a draft never goes live, a
 * scheduled entry does on its day.
 */
const holdsRelease = (entry: { example?: boolean; draft?: boolean }) =>
  entry.example === true && !entry.draft

/** Where a switch "É um exemplo" is turned off: the file, and the form in the editor. */
const switchIn = (file: string, form: string) =>
  `${file} (em /admin/: ${form}, “${EXAMPLE_SWITCH}”)`

export function placeholderReport({
  company,
  env,
  copy = {},
  testimonials,
  posts = [],
  cases = [],
  services = [],
  privacy,
}: {
  company: typeof siteCompany
  env: Env
  /**
   * The files of `collections` as written, by name: each whose schema has the switch
   * "É um exemplo" (the pages' copy, the FAQ…) is listed while it is on.
   */
  copy?: Partial<Record<CollectionName, unknown>>
  testimonials: readonly Testimonial[]
  /** The posts, scheduled ones too: a scheduled one goes live on its day. */
  posts?: readonly Pick<Post, 'example' | 'draft' | 'title' | 'file'>[]
  /** The case studies, scheduled ones too. */
  cases?: readonly Pick<CaseStudy, 'example' | 'draft' | 'client' | 'file'>[]
  /** The services' pages, scheduled ones too. */
  services?: readonly Pick<Service, 'example' | 'draft' | 'name' | 'file'>[]
  /** The privacy policy, flagged until the company confirms it. */
  privacy?: { example?: boolean; [field: string]: unknown }
}): Placeholder[] {
  const facts = company.examples.map((field) => ({
    what: `${factNames[field]} (company.${field})`,
    where: `${companyFile} (em /admin/: Dados da empresa, “Dados ainda de exemplo”)`,
  }))
  const settings = [
    env.siteUrl === defaults.siteUrl && {
      what: `Endereço do site: ainda ${defaults.siteUrl}`,
      where: `NEXT_PUBLIC_SITE_URL (${settingsFile})`,
    },
    env.contactWebhookUrl === defaults.contactWebhookUrl && {
      what: 'Destino do formulário de contato: o webhook de exemplo não existe',
      where: `NEXT_PUBLIC_CONTACT_WEBHOOK_URL (${settingsFile})`,
    },
    // The site's own endpoint stores each message, then forwards it to the automation.
    postsToOwnEndpoint(env) &&
      env.contactAutomationUrl === undefined && {
        what: 'Destino das mensagens do formulário: falta o endereço da automação que as recebe',
        where: `CONTACT_AUTOMATION_URL (variável do repositório, que a publicação passa ao Worker e ao build)`,
      },
    !chatAgentIdForm.test(env.chatAgentId) && {
      what: `Agente do chat: "${env.chatAgentId}" não é um identificador da Chaindesk (25 caracteres, começando com c)`,
      where: `NEXT_PUBLIC_CHAT_AGENT_ID (${settingsFile})`,
    },
  ].filter((item) => item !== false)
  const exampleCopy = Object.entries(collections).flatMap(([name, { file, label, schema }]) =>
    hasExampleSwitch(schema) && (copy[name as CollectionName] as { example?: boolean })?.example
      ? [
          {
            what: `Textos de “${label}” são um exemplo: a empresa precisa conferir cada frase e cada promessa deles`,
            where: switchIn(file, label),
          },
        ]
      : [],
  )
  const examples = testimonials.flatMap((testimonial, index) =>
    testimonial.example
      ? [
          {
            what: `Depoimento ${index + 1} (${testimonial.name}) é um exemplo: troque por um depoimento real, com a autorização do cliente`,
            where: switchIn(collections.testimonials.file, collections.testimonials.label),
          },
        ]
      : [],
  )
  const examplePosts = posts.flatMap((entry) =>
    holdsRelease(entry)
      ? [
          {
            what: `Artigo “${entry.title}” é um exemplo: a empresa precisa conferir cada frase e cada afirmação dele, ou apagá-lo`,
            where: switchIn(entry.file, folders.posts.label),
          },
        ]
      : [],
  )
  const exampleCases = cases.flatMap((entry) =>
    holdsRelease(entry)
      ? [
          {
            what: `Case “${entry.client}” é um exemplo: troque por um case real, com a autorização do cliente, ou apague-o`,
            where: switchIn(entry.file, folders.caseStudies.label),
          },
        ]
      : [],
  )
  const exampleServices = services.flatMap((entry) =>
    holdsRelease(entry)
      ? [
          {
            what: `Página do serviço “${entry.name}” é um exemplo: a empresa precisa conferir cada frase e cada promessa dela`,
            where: switchIn(entry.file, folders.servicePages.label),
          },
        ]
      : [],
  )
  const pending = privacy ? JSON.stringify(privacy).split(PENDING).length - 1 : 0
  const policy = [
    privacy?.example && {
      what: 'Política de privacidade ainda não conferida: cada destinatário, país, garantia e prazo, por quem responde pela empresa perante a LGPD',
      where: `${privacyFile} (em /admin/: Política de privacidade, “Ainda não conferida”)`,
    },
    pending > 0 && {
      what: `Política de privacidade: ${counted(pending, 'trecho', 'trechos')} “${PENDING}…]” a preencher com o que a empresa confirmou`,
      where: `${privacyFile} (em /admin/: Política de privacidade, seção Compartilhamento de informações)`,
    },
  ].filter((item) => item !== false && item !== undefined)
  return [
    ...facts,
    ...settings,
    ...exampleCopy,
    ...examples,
    ...examplePosts,
    ...exampleCases,
    ...exampleServices,
    ...policy,
  ]
}
