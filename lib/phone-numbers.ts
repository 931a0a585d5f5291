/**
 * A Brazilian phone number is kept once, as people read it: "(39) 3555-0100" for a
 * landline (8 digits after the area code) or "(39) 99555-0100" for a mobile (9 digits).
 * Every other form the site needs (the tel: link, the international form for structured
 * data, the digits of a wa.me link) is derived here, so they cannot disagree.
 */

/** The form people read: the area code in parentheses, then the number with a hyphen. */
const readForm = /^\((\d{2})\) (\d{4,5})-(\d{4})$/

/** A number as people read it, split into its area code (DDD) and the number itself. */
export type PhoneParts = { areaCode: string; number: string }

/** The area code and number of a number written as people read it, or nothing. */
export function phoneParts(display: string): PhoneParts | undefined {
  const match = readForm.exec(display)
  if (!match) return undefined
  const [, areaCode = '', first = '', last = ''] = match
  return { areaCode, number: first + last }
}

/** Every form of one number the site uses. */
export type PhoneForms = {
  /** As people read it: "(39) 3555-0100". */
  display: string
  /** International (E.164), as structured data gives it: "+553935550100". */
  e164: string
  /** What a tap on the number dials: "tel:+553935550100". */
  tel: string
  /** What a wa.me link takes: country code, area code and number, digits only. */
  waDigits: string
}

/**
 * The forms of a number written as people read it. The content's schema has already
 * checked the number, so a value in another form is a mistake in the code, and throws.
 */
export function phoneForms(display: string): PhoneForms {
  const parts = phoneParts(display)
  if (!parts) throw new Error(`"${display}" is not a number written as "(00) 0000-0000"`)
  const digits = `55${parts.areaCode}${parts.number}`
  return { display, e164: `+${digits}`, tel: `tel:+${digits}`, waDigits: digits }
}
