import { Mail, Share2 } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { WhatsappGlyph } from '@/components/ui/whatsapp-glyph'
import { shareLabels } from '@/content/texts/entry-labels'

import { CopyLinkButton } from './copy-link-button'

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 cursor-pointer'

/**
 * Ways to pass a page on: plain links to each network's own share address and to an
 * e-mail, and a button that copies the address. No script of the networks' runs here.
 */
export function ShareLinks({
  url,
  title,
  summary,
}: {
  url: string
  title: string
  summary: string
}) {
  const text = `${shareLabels.message(title)}${url}`
  const links = [
    {
      label: shareLabels.whatsapp,
      icon: WhatsappGlyph,
      href: `https://wa.me/?text=${encodeURIComponent(text)}`,
    },
    {
      label: shareLabels.linkedin,
      icon: Share2,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
    {
      label: shareLabels.email,
      icon: Mail,
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${summary}\n\n${url}`)}`,
    },
  ]
  return (
    <section aria-labelledby="share-title" data-pagefind-ignore>
      <h2 id="share-title" className="mb-3 text-base">
        {shareLabels.title}
      </h2>
      <ul className="flex flex-wrap items-center gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target={link.href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener"
              className={linkClass}
            >
              <Icon node={link.icon} className="size-4" />
              {link.label}
            </a>
          </li>
        ))}
        <li className="contents">
          <CopyLinkButton url={url} className={linkClass} />
        </li>
      </ul>
    </section>
  )
}
