import type { InputHTMLAttributes } from 'react'

import type { ContactFieldName } from './names'

import { contactLimits } from './limits'

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
>

export type ContactFieldDefinition = {
  /** Id of the control; its label and error message point at it. */
  id: string
  /** A one-line input with these attributes, or a textarea this many rows high. */
  control: { kind: 'input'; attributes: InputAttributes } | { kind: 'textarea'; rows: number }
  /** Spans both columns of the form from the small breakpoint up. */
  wide?: boolean
}

/** How each field of the form is built; its label and placeholder are in the content. */
export const contactFields = {
  name: {
    id: 'contact-name',
    wide: true,
    control: {
      kind: 'input',
      attributes: { type: 'text', autoComplete: 'name', autoCapitalize: 'words' },
    },
  },
  phone: {
    id: 'contact-phone',
    control: { kind: 'input', attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } },
  },
  email: {
    id: 'contact-email',
    control: {
      kind: 'input',
      attributes: {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        spellCheck: false,
      },
    },
  },
  message: { id: 'contact-message', wide: true, control: { kind: 'textarea', rows: 5 } },
} as const satisfies Record<ContactFieldName, ContactFieldDefinition>

/** The spam trap: a field people never see, named so bots fill it in. */
export const honeypotField = { id: 'contact-referencia', name: 'referencia' } as const

/**
 * A field's `minlength` and `maxlength`, from the limits the schema checks. `maxlength` is
 * left out when asked: once scripts run the form checks the length itself and says so in
 * words, where the browser would silently stop the typing at the limit.
 */
export function lengthAttributes(name: ContactFieldName, { withMax }: { withMax: boolean }) {
  const limits: { min?: number; max: number } = contactLimits[name]
  return { minLength: limits.min, maxLength: withMax ? limits.max : undefined }
}
