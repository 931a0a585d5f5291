import { placeholder } from './placeholder'

/**
 * The company's public facts: the one place to change its name, registration, phone,
 * WhatsApp, e-mail, address, hours, visit region or data protection officer. Pages,
 * metadata, structured data, the privacy policy, the WhatsApp greeting and the tests all
 * read them from here. `npm run build` checks each one (lib/company-facts.ts) and stops on a
 * malformed value.
 *
 * Values inside `placeholder(…)` are invented examples: replace each with the company's
 * real one and remove the `placeholder(…)` around it. `npm run build:release` lists those
 * left (docs/lancamento.md is the launch checklist).
 */
export const company = {
  name: 'Horizonte TI',
  /** Legal name as registered with the Receita Federal. */
  legalName: placeholder('Horizonte TI Consultoria e Serviços Ltda.'),
  /** CNPJ, formatted 00.000.000/0000-00; its two check digits are verified. */
  cnpj: placeholder('11.222.333/0001-81'),
  /** One-sentence description used by the footer and by search engines. */
  description:
    'Consultoria e outsourcing de TI para empresas que precisam de tecnologia segura, estável e com custo previsível.',
  /** The switchboard, as people read it and in E.164: the same number twice. */
  phone: placeholder({
    display: '(31) 3555-0100',
    /** E.164, used in tel: links and structured data. */
    e164: '+553135550100',
  }),
  /** The WhatsApp Business number, as people read it and as wa.me links expect it. */
  whatsapp: placeholder({
    display: '(31) 99555-0100',
    /** Digits only, country code first. */
    digits: '5531995550100',
  }),
  email: placeholder('contato@horizonteti.example'),
  address: placeholder({
    street: 'Av. Afonso Pena, 1500, sala 1201',
    district: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
    /** CEP, formatted 00000-000. */
    postalCode: '30130-000',
    country: 'BR',
  }),
  /** Business hours for people; monitoring itself runs around the clock. */
  businessHours: 'Segunda a sexta, das\u00a08h às\u00a018h',
  /** Where same-day on-site visits are offered. */
  visitRegion: 'Belo Horizonte e região metropolitana',
  /** The data protection officer (encarregado, LGPD art. 41) and their channel. */
  privacyOfficer: {
    /** The person (or firm) appointed. */
    name: placeholder('Juliana Ribeiro'),
    email: placeholder('privacidade@horizonteti.example'),
  },
  foundedYear: 2013,
  /** Year printed in the footer's copyright line; fixed by the product, not the build date. */
  copyrightYear: 2024,
} as const

export const phoneHref = `tel:${company.phone.e164}`
export const emailHref = `mailto:${company.email}`
export const privacyEmailHref = `mailto:${company.privacyOfficer.email}`

/** What the visitor's WhatsApp opens with, ready to send. */
export const whatsappGreeting = `Olá! Vim pelo site da ${company.name} e gostaria de falar com um especialista.`

/** WhatsApp click-to-chat: opens a chat with the company, the greeting already typed. */
export const whatsappHref = `https://wa.me/${company.whatsapp.digits}?text=${encodeURIComponent(whatsappGreeting)}`

/**
 * The address as the contact card and the policy show it. Non-breaking spaces keep the
 * city with its state and "CEP" with its number when the line wraps on a phone.
 */
export const addressLines = [
  `${company.address.street}\u00a0– ${company.address.district}`,
  `${company.address.city}\u00a0–\u00a0${company.address.state}, CEP\u00a0${company.address.postalCode}`,
] as const
