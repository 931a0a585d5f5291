import { z } from 'zod'

import { contactForm } from '@/content/contact-form'

/** Field bounds of SPEC §5 and §9, in characters of the trimmed value. */
export const contactLimits = {
  name: { min: 2, max: 100 },
  phone: { min: 10, max: 20 },
  email: { max: 255 },
  message: { min: 10, max: 1000 },
} as const

const { errors } = contactForm

/**
 * The contact form's rules (SPEC §5), shared by the form and its tests. Every value is
 * trimmed before it is checked, and the trimmed value is what gets sent. Only the first
 * broken rule of a field is shown, so the order of the checks is the order of the messages.
 */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(contactLimits.name.min, { error: errors.nameTooShort })
    .max(contactLimits.name.max, { error: errors.nameTooLong }),
  phone: z
    .string()
    .trim()
    .min(contactLimits.phone.min, { error: errors.phoneInvalid })
    .max(contactLimits.phone.max, { error: errors.phoneInvalid }),
  email: z
    .string()
    .trim()
    .pipe(
      z
        .email({ error: errors.emailInvalid })
        .max(contactLimits.email.max, { error: errors.emailTooLong }),
    ),
  message: z
    .string()
    .trim()
    .min(contactLimits.message.min, { error: errors.messageTooShort })
    .max(contactLimits.message.max, { error: errors.messageTooLong }),
})

/** What the visitor typed, as the form holds it. */
export type ContactFormInput = z.input<typeof contactSchema>
/** What is sent: the same fields, trimmed and valid. */
export type ContactMessage = z.output<typeof contactSchema>

export const emptyContactForm: ContactFormInput = { name: '', phone: '', email: '', message: '' }
