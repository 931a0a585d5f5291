import { z } from 'zod'

import type { ContentProblem } from './content/read'

/**
 * Checks of the company's facts (content/data/company.json), which its schema
 * (content/schemas.ts) runs whenever the file is read: a typo in a CNPJ or a phone number
 * stops the build instead of shipping. The messages are read by whoever edits the facts,
 * so they are in Portuguese.
 */

/**
 * The two CNPJ check digits for its first twelve characters (Receita Federal's modulo 11).
 * Since July 2026 those may be letters too: each counts as its character code minus 48,
 * which for a digit is its value.
 */
export function cnpjCheckDigits(base: string): string {
  const digit = (characters: string) => {
    const weights =
      characters.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const sum = [...characters].reduce(
      (total, character, i) => total + (character.charCodeAt(0) - 48) * weights[i]!,
      0,
    )
    const rest = sum % 11
    return String(rest < 2 ? 0 : 11 - rest)
  }
  const first = digit(base)
  return first + digit(base + first)
}

/**
 * What is wrong with a CNPJ written 00.000.000/0000-00, or nothing. The first twelve may
 * be capital letters (the alphanumeric CNPJ); the check digits are always digits.
 */
export function cnpjProblem(cnpj: string): string | undefined {
  if (!/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/.test(cnpj)) {
    return `"${cnpj}" não está no formato 00.000.000/0000-00`
  }
  const characters = cnpj.replace(/[^0-9A-Z]/g, '')
  if (/^(\d)\1+$/.test(characters)) return `"${cnpj}" não é um CNPJ válido`
  const expected = cnpjCheckDigits(characters.slice(0, 12))
  if (characters.slice(12) !== expected) {
    return `os dígitos verificadores de "${cnpj}" não conferem (com esses 12 primeiros caracteres, terminaria em -${expected})`
  }
  return undefined
}

/**
 * A Brazilian number as people read it: "(31) 3555-0100" for a landline (8 digits, the
 * first 2 to 5) or "(31) 99555-0100" for a mobile (9 digits, the first a 9).
 */
const displayForm = /^\((\d{2})\) (\d{4,5})-(\d{4})$/

/** The national digits (area code and number) a display form stands for, or a problem. */
function nationalDigits(display: string): { digits: string } | { problem: string } {
  const match = displayForm.exec(display)
  if (!match) {
    return { problem: `"${display}" não está no formato (00) 0000-0000 ou (00) 00000-0000` }
  }
  const [, areaCode = '', first = '', last = ''] = match
  const number = first + last
  if (/0/.test(areaCode)) return { problem: `o DDD de "${display}" não existe` }
  if (number.length === 9 && !number.startsWith('9')) {
    return { problem: `"${display}" tem 9 dígitos, mas só celulares têm 9, e eles começam com 9` }
  }
  if (number.length === 8 && !/^[2-5]/.test(number)) {
    return { problem: `"${display}" tem 8 dígitos, mas telefones fixos começam com 2, 3, 4 ou 5` }
  }
  return { digits: areaCode + number }
}

/**
 * What is wrong with a number written twice, for people (`display`) and for links
 * (`written`: Brazil's country code, `prefix` and the national digits), or nothing.
 */
function sameNumberProblem(display: string, written: string, prefix: '+55' | '55') {
  const read = nationalDigits(display)
  if ('problem' in read) return read.problem
  const expected = prefix + read.digits
  if (written !== expected) {
    return `"${written}" não é o mesmo número que "${display}" (deveria ser ${expected})`
  }
  return undefined
}

/** What is wrong with a phone given as display form and E.164, or nothing. */
export const phoneProblem = (phone: { display: string; e164: string }) =>
  sameNumberProblem(phone.display, phone.e164, '+55')

/** What is wrong with a WhatsApp number given as display form and wa.me digits, or nothing. */
export const whatsappProblem = (whatsapp: { display: string; digits: string }) =>
  sameNumberProblem(whatsapp.display, whatsapp.digits, '55')

export function emailProblem(email: string): string | undefined {
  return z.email().safeParse(email).success ? undefined : `"${email}" não é um e-mail válido`
}

/** Names of the company's facts, for people, by their field in content/data/company.json. */
export const factNames: Record<string, string> = {
  name: 'Nome da empresa',
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  email: 'E-mail de contato',
  address: 'Endereço',
  'privacyOfficer.name': 'Nome do encarregado de dados (LGPD)',
  'privacyOfficer.email': 'E-mail do encarregado de dados (LGPD)',
}

/**
 * Titles longer than search engines show, whole, with the company's name they end with; a
 * longer name is the usual cause. Each names its field of content/data/seo.json.
 */
export function titleProblems(
  titles: readonly { field: string; title: string }[],
  maxLength: number,
): ContentProblem[] {
  return titles
    .filter(({ title }) => title.length > maxLength)
    .map(({ field, title }) => ({
      file: 'content/data/seo.json',
      field,
      problem: `"${title}" tem ${title.length} caracteres, e os buscadores mostram até ${maxLength}: encurte este título ou o nome da empresa (em Dados da empresa)`,
    }))
}
