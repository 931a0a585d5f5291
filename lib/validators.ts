import { z } from 'zod'

import { phoneParts } from './phone-numbers'

/**
 * Checks of the company's facts, which its schema (`companySchema`) runs whenever the
 * file is read: a typo in a CNPJ or a phone number stops the build instead of shipping.
 * The messages are read by whoever edits the facts, so they are in Portuguese.
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
 * What is wrong with a phone number written as people read it, "(39) 3555-0100", or
 * nothing: the area code has no 0, a 9-digit number is a mobile and starts with 9, and an
 * 8-digit one is a landline and starts with 2 to 5.
 */
export function phoneProblem(display: string): string | undefined {
  const parts = phoneParts(display)
  if (!parts) return `"${display}" não está no formato (00) 0000-0000 ou (00) 00000-0000`
  const { areaCode, number } = parts
  if (/0/.test(areaCode)) return `o DDD de "${display}" não existe`
  if (number.length === 9 && !number.startsWith('9')) {
    return `"${display}" tem 9 dígitos, mas só celulares têm 9, e eles começam com 9`
  }
  if (number.length === 8 && !/^[2-5]/.test(number)) {
    return `"${display}" tem 8 dígitos, mas telefones fixos começam com 2, 3, 4 ou 5`
  }
  return undefined
}

/** What is wrong with a WhatsApp number, which must be a mobile (9 digits), or nothing. */
export function whatsappProblem(display: string): string | undefined {
  const problem = phoneProblem(display)
  if (problem) return problem
  if (phoneParts(display)!.number.length !== 9) {
    return `"${display}" é um telefone fixo; o WhatsApp precisa ser um celular, com 9 dígitos depois do DDD`
  }
  return undefined
}

export function emailProblem(email: string): string | undefined {
  return z.email().safeParse(email).success ? undefined : `"${email}" não é um e-mail válido`
}
