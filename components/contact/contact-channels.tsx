import type { ComponentProps } from 'react'

import { ContentIcon } from '@/components/ui/icon'
import type { ContactChannel } from '@/content/company/contact'
import { whatsappLinkAttributes } from '@/lib/analytics'
import { cx } from '@/lib/format'

function ChannelItem({ channel }: { channel: ContactChannel }) {
  const [first, ...rest] = channel.lines
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-accent-300">
        <ContentIcon name={channel.icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {channel.title}
        </h3>
        {channel.who && <p className="font-semibold text-ink-800">{channel.who}</p>}
        {channel.href ? (
          <a
            href={channel.href}
            // WhatsApp opens in a new tab (or the app), so the form stays as the visitor left it.
            {...(channel.kind === 'whatsapp'
              ? { target: '_blank', rel: 'noopener', ...whatsappLinkAttributes('contact_channels') }
              : {})}
            // Phone numbers and e-mail addresses never break across lines. The officer's
            // address, the channel for requests about personal data, is a size smaller: a
            // longer address than the company's still fits a 375 px phone's column.
            className={cx(
              'inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-accent-800 underline-offset-4 hover:underline',
              channel.kind === 'privacy-officer' ? 'text-base' : 'text-lg',
            )}
          >
            {first}
          </a>
        ) : (
          <p className="text-ink-800">{first}</p>
        )}
        {rest.map((line) => (
          <p key={line} className="text-ink-600">
            {line}
          </p>
        ))}
      </div>
    </li>
  )
}

/** The ways to reach the company, as a compact list beside the form. */
export function ContactChannels({
  title,
  description,
  channels,
  className,
  ...props
}: ComponentProps<'section'> & {
  title: string
  description: string
  channels: readonly ContactChannel[]
}) {
  return (
    <section aria-labelledby="channels-title" className={className} {...props}>
      <h2 id="channels-title" className="text-3xl">
        {title}
      </h2>
      <p className="mt-3 mb-8 text-lg text-ink-600">{description}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
        {channels.map((channel) => (
          <ChannelItem key={channel.title} channel={channel} />
        ))}
      </ul>
    </section>
  )
}
