import type { MouseEvent } from 'react'

import { buttonClasses } from '@/components/ui/button-link'
import type { FallbackChannelAddresses } from '@/content/company/contact'
import { contactFallback as copy } from '@/content/texts/contact-fallback'
import { contactForm } from '@/content/texts/contact-form'
import { fallbackLinks } from '@/lib/contact/fallback'
import type { ContactMessage } from '@/lib/contact/names'

/**
 * The company's channels a message can go by when the webhook refuses it: each left out
 * that its page does not offer (`fallbackChannels`).
 */
export type FallbackChannelsProps = FallbackChannelAddresses

/**
 * A click that opens `prefilled` instead of the link's own address: at once, within the
 * click, which popup blockers (Safari on iPhone) require. A middle click does the same,
 * so it still opens the chat in a new tab; "open in new tab" from the context menu opens
 * the bare address. The prefilled address lives only here, never in an `href`, where a tag
 * manager measuring clicks (GA4's outbound clicks, for one) would read it.
 */
const opens = (prefilled: string, newTab: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button > 1) return
  event.preventDefault()
  if (newTab) window.open(prefilled, '_blank', 'noopener')
  else window.location.assign(prefilled)
}

/**
 * Under the form after a failed send, or one with no answer in time (`unconfirmed`): the
 * visitor's message, already written, in a WhatsApp chat and an e-mail. Not tracked, and
 * their `href`s hold the company's addresses alone: what the visitor typed goes only into
 * the address a click opens, out of reach of analytics. With no channel to offer, it says
 * to try again later, the message kept in the form.
 */
export function FallbackChannels({
  message,
  unconfirmed,
  whatsappDigits,
  email,
}: FallbackChannelsProps & { message: ContactMessage; unconfirmed: boolean }) {
  const links = fallbackLinks({
    text: copy.text(message),
    whatsappDigits,
    email,
    subject: copy.emailSubject,
  })
  const whatsapp = links.whatsapp && opens(links.whatsapp, true)
  const mail = links.email && opens(links.email, false)
  const offered = Boolean(whatsapp || mail)
  const description = unconfirmed
    ? offered
      ? copy.unconfirmedDescription
      : copy.unconfirmedNoChannel
    : offered
      ? copy.description
      : copy.noChannel
  return (
    <section
      aria-labelledby="fallback-title"
      className="rounded-2xl border border-ink-200 bg-ink-50 p-5 sm:col-span-2"
    >
      <h3 id="fallback-title" className="text-lg font-semibold">
        {unconfirmed ? contactForm.unconfirmed.title : copy.title}
      </h3>
      <p className="mt-1 text-ink-700">{description}</p>
      {offered && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {whatsapp && (
            <a
              href={links.bare.whatsapp}
              target="_blank"
              rel="noopener"
              onClick={whatsapp}
              onAuxClick={whatsapp}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {copy.whatsapp}
            </a>
          )}
          {mail && (
            <a
              href={links.bare.email}
              onClick={mail}
              onAuxClick={mail}
              className={buttonClasses({ variant: 'outline' })}
            >
              {copy.email}
            </a>
          )}
        </div>
      )}
      {links.shortened && <p className="mt-3 text-sm text-ink-700">{copy.shortened}</p>}
    </section>
  )
}
