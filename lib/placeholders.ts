import type { company as siteCompany } from '@/content/company'
import { isPlaceholder } from '@/content/placeholder'
import type { Testimonial } from '@/content/testimonials'

import { factNames } from './company-facts'
import { defaults, type Env } from './env'

/**
 * What still stands in for the company's real data: the facts marked `placeholder(…)`,
 * the build settings left at their invented defaults, and the testimonials not yet
 * confirmed. `npm run build` states how many remain; `npm run build:release` lists them
 * all and refuses to build while any is left. Read by the company's staff: Portuguese.
 */

/** One thing to replace: what it is, and where to change it. */
export type Placeholder = { what: string; where: string }

/** Fields of `facts` (and of the objects inside it) whose value is a placeholder. */
function placeholderFields(facts: object, prefix = ''): string[] {
  return Object.entries(facts).flatMap(([key, value]) => {
    const field = prefix + key
    if (isPlaceholder(value)) return [field]
    if (value && typeof value === 'object') return placeholderFields(value, `${field}.`)
    return []
  })
}

/** Chat agents are identified by a cuid: 25 lower-case letters and digits, starting with c. */
const chatAgentIdForm = /^c[a-z0-9]{24}$/

const settingsFile = 'variável de ambiente do build ou .env.production.local'

export function placeholderReport({
  company,
  env,
  testimonials,
}: {
  company: typeof siteCompany
  env: Env
  testimonials: readonly Testimonial[]
}): Placeholder[] {
  const facts = placeholderFields(company).map((field) => ({
    what: `${factNames[field] ?? field} (company.${field})`,
    where: 'content/company.ts',
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
    !chatAgentIdForm.test(env.chatAgentId) && {
      what: `Agente do chat: "${env.chatAgentId}" não é um identificador da Chaindesk (25 caracteres, começando com c)`,
      where: `NEXT_PUBLIC_CHAT_AGENT_ID (${settingsFile})`,
    },
  ].filter((item) => item !== false)
  const examples = testimonials.flatMap((testimonial, index) =>
    testimonial.example
      ? [
          {
            what: `Depoimento ${index + 1} (${testimonial.name}) é um exemplo: troque por um depoimento real, com a autorização do cliente`,
            where: 'content/testimonials.ts',
          },
        ]
      : [],
  )
  return [...facts, ...settings, ...examples]
}
