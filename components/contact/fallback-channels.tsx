import { buttonClasses } from '@/components/ui/button-link'
import { contactForm } from '@/content/contact-form'
import { fallbackLinks } from '@/lib/contact/fallback'
import type { ContactMessage } from '@/lib/contact/names'

/** The company's channels a message can go by when the webhook refuses it. */
export type FallbackChannelsProps = { whatsappDigits: string; email: string }

/**
 * Under the form after a failed send: the visitor's message, already written, in a WhatsApp
 * link and an e-mail. Not tracked: the links carry what the visitor typed, which no
 * analytics event may hold.
 */
export function FallbackChannels({
  message,
  whatsappDigits,
  email,
}: FallbackChannelsProps & { message: ContactMessage }) {
  const copy = contactForm.fallback
  const links = fallbackLinks({
    text: copy.text(message),
    whatsappDigits,
    email,
    subject: copy.emailSubject,
  })
  return (
    <section
      aria-labelledby="fallback-title"
      className="rounded-2xl border border-ink-200 bg-ink-50 p-5 sm:col-span-2"
    >
      <h3 id="fallback-title" className="text-lg font-semibold">
        {copy.title}
      </h3>
      <p className="mt-1 text-ink-700">{copy.description}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href={links.whatsapp}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {copy.whatsapp}
        </a>
        <a href={links.email} className={buttonClasses({ variant: 'outline' })}>
          {copy.email}
        </a>
      </div>
      {links.shortened && <p className="mt-3 text-sm text-ink-700">{copy.shortened}</p>}
    </section>
  )
}
