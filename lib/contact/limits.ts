import type { ContactFieldName } from './names'

/**
 * Field bounds, in characters of the trimmed value. The schema checks them, and the form's
 * fields carry them as `minlength`/`maxlength` so the browser holds the same line when it
 * sends the form without scripts. No zod here: the form imports this on the page's first
 * load, and zod waits for the visitor's first touch.
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  phone: { min: 10, max: 20 },
  email: { max: 255 },
  message: { min: 10, max: 1000 },
} as const satisfies Record<ContactFieldName, { min?: number; max: number }>
