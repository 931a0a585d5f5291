import { z } from 'zod/mini'

import { contactForm } from '../texts/contact-form'

import { contactLimits } from '@/lib/contact/limits'
import { wellFormed } from '@/lib/contact/well-formed'
import type { ContactFormInput, ContactMessage } from '@/lib/contact/names'

const { errors } = contactForm

// The site's Content-Security-Policy forbids eval. Classic zod's objects compile a faster
// parser with `new Function`, probing for it when the schema is built; zod/mini's objects
// never do, and this keeps it so should the schema move to the classic API.
z.config({ jitless: true })

/**
 * A field's text as it is checked and sent: trimmed, and with any unpaired surrogate (half
 * an emoji) replaced by U+FFFD, as the browser's own encoding of the form would, so that no
 * link, body or record it goes into can fail on it.
 */
const text = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.overwrite(wellFormed), ...checks)

/**
 * The contact form's rules, shared by the form, the Worker and their tests. Every value is
 * trimmed and made well-formed (`text`) before it is checked, and that value is what gets
 * sent. Only the first broken rule of a field is shown, so the order of the checks is the
 * order of the messages.
 *
 * Written with zod/mini: the same rules as the classic API in far fewer bytes, since this
 * schema ships to every visitor of /contato.
 */
export const contactFormSchema: z.ZodMiniType<ContactMessage, ContactFormInput> = z.object({
  name: text(
    z.minLength(contactLimits.name.min, { error: errors.nameTooShort }),
    z.maxLength(contactLimits.name.max, { error: errors.nameTooLong }),
  ),
  phone: text(
    z.minLength(contactLimits.phone.min, { error: errors.phoneInvalid }),
    z.maxLength(contactLimits.phone.max, { error: errors.phoneInvalid }),
  ),
  email: z.pipe(
    text(),
    z
      .email({ error: errors.emailInvalid })
      .check(z.maxLength(contactLimits.email.max, { error: errors.emailTooLong })),
  ),
  message: text(
    z.minLength(contactLimits.message.min, { error: errors.messageTooShort }),
    z.maxLength(contactLimits.message.max, { error: errors.messageTooLong }),
  ),
})
