/** Fields of the contact form in the order they show, named as the webhook receives them. */
export const contactFieldNames = ['name', 'phone', 'email', 'message'] as const

export type ContactFieldName = (typeof contactFieldNames)[number]

/** What the visitor typed, as the form holds it. */
export type ContactFormInput = Record<ContactFieldName, string>

/** What is sent: the same fields, trimmed and valid (the form's schema checks them). */
export type ContactMessage = Record<ContactFieldName, string>

/** The form as a visitor first finds it: every field empty. */
export const emptyContactForm = Object.fromEntries(
  contactFieldNames.map((name) => [name, '']),
) as ContactFormInput
