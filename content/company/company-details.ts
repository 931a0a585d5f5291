import { phoneForms } from '@/lib/phone-numbers'

import type { Company } from '../schemas/company-schema'
import type { FactToken } from '../schemas/field-kinds'
import { figureFacts } from './figures'

/** The words the site shows around the data protection officer, wherever it shows them. */
export const privacyOfficerWords = {
  title: 'Encarregado de dados (LGPD)',
  /** Before the person's name when the officer is a company. */
  responsible: 'pessoa responsável',
} as const

/**
 * What the pages derive from the company's facts (a pure function, reading no file): the links that call, write or chat, the address
 * as it is shown, and the facts a text may name. A function of the facts, so the editor's
 * preview derives them from the facts being typed.
 */
export function companyDetails(company: Company) {
  /** What the visitor's WhatsApp opens with, ready to send. */
  const whatsappGreeting = `Olá! Vim pelo site da ${company.name} e gostaria de falar com um especialista.`
  /**
   * The address as the contact card and the policy show it. Non-breaking spaces keep the
   * city with its state and "CEP" with its number when the line wraps on a phone.
   */
  const addressLines = [
    `${company.address.street}\u00a0– ${company.address.district}`,
    `${company.address.city}\u00a0–\u00a0${company.address.state}, CEP\u00a0${company.address.postalCode}`,
  ] as const
  /**
   * Who the officer is, as Resolução CD/ANPD nº 18/2024 asks it published: the person's
   * full name or, when the officer is a company, its name and the person responsible.
   */
  const { name: officerName, company: officerCompany = '' } = company.privacyOfficer
  const privacyOfficer = officerCompany.trim()
    ? `${officerCompany.trim()} (${privacyOfficerWords.responsible}: ${officerName})`
    : officerName
  // The numbers are kept once, as people read them; their other forms are derived.
  const phone = phoneForms(company.phone)
  const whatsapp = phoneForms(company.whatsapp)
  return {
    phoneHref: phone.tel,
    /** The phone in international (E.164) form, as structured data gives it. */
    phoneE164: phone.e164,
    emailHref: `mailto:${company.email}`,
    privacyOfficer,
    privacyEmailHref: `mailto:${company.privacyOfficer.email}`,
    whatsappGreeting,
    /** The WhatsApp number as click-to-chat links take it: digits, with the country code. */
    whatsappDigits: whatsapp.waDigits,
    /** WhatsApp click-to-chat: opens a chat with the company, the greeting already typed. */
    whatsappHref: `https://wa.me/${whatsapp.waDigits}?text=${encodeURIComponent(whatsappGreeting)}`,
    addressLines,
    /** The facts a text of the content may repeat by name, as `{empresa}` (`factTokens`). */
    factValues: {
      empresa: company.name,
      cidade: company.address.city,
      regiaoDeVisita: company.visitRegion,
      emergencias: company.emergencyContact,
      razaoSocial: company.legalName,
      cnpj: company.cnpj,
      endereco: addressLines.join(', '),
      encarregado: privacyOfficer,
      emailEncarregado: company.privacyOfficer.email,
      anoDeFundacao: String(company.foundedYear),
      diasDeGuarda: String(company.messageRetentionDays),
      cancelamento: company.cancellationTerms,
      fonteDaProtecao: company.virusProtectionSource,
      ...figureFacts(company.figures),
    } satisfies Record<FactToken, string>,
  }
}

export type CompanyDetails = ReturnType<typeof companyDetails>
