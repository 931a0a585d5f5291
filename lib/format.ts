/** Dates as a Brazilian reader expects them: '22 de novembro de 2026'. */
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
})

export function formatLongDate(date: Date): string {
  return longDate.format(date)
}

/** A date's day in Brasília, as the content writes days: '2026-11-22'. */
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Sao_Paulo',
})

export function dayInBrasilia(date: Date): string {
  return isoDay.format(date)
}

/** The day before a day written `2026-11-29`: `2026-11-28`. */
export const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** A file's size as the staff read it: '5 MB', '7,2 MB' (a megabyte of 1,000,000 bytes). */
const megabytes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
export const formatMegabytes = (bytes: number) => `${megabytes.format(bytes / 1_000_000)} MB`

/** Joins class names, skipping the falsy ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}

/**
 * Words as an address part: lower case, without accents, joined by single hyphens.
 * "Reunião de Equipe" → "reuniao-de-equipe"; empty when nothing of it is a letter or digit.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
