import { ContentIcon } from '@/components/ui/icon'
import { revealProps } from '@/components/ui/reveal'
import { Section, SectionHeader } from '@/components/ui/section'
import { contactChannels } from '@/content/contact'
import type { ContactChannel } from '@/content/contact'
import { cx } from '@/lib/format'

function ChannelCard({ channel, index }: { channel: ContactChannel; index: number }) {
  const [first, ...rest] = channel.lines
  return (
    <li
      {...revealProps(index)}
      className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-accent-300">
        <ContentIcon name={channel.icon} className="size-6" />
      </span>
      <div className="min-w-0">
        <h3 className="mb-1 text-lg">{channel.title}</h3>
        {channel.href ? (
          <a
            href={channel.href}
            className={cx(
              'font-semibold text-accent-800 underline-offset-4 hover:underline',
              // A phone number never breaks across lines; an e-mail may, anywhere.
              channel.href.startsWith('tel:') ? 'whitespace-nowrap' : 'wrap-anywhere',
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

export function ContactChannels() {
  return (
    <Section aria-labelledby="channels-title" className="pb-0 sm:pb-0">
      <SectionHeader
        intro={{ title: contactChannels.title, description: contactChannels.description }}
        headingId="channels-title"
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {contactChannels.channels.map((channel, index) => (
          <ChannelCard key={channel.title} channel={channel} index={index} />
        ))}
      </ul>
    </Section>
  )
}
