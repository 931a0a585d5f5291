import { Icon } from '@/components/ui/icon'
import { WhatsappGlyph } from '@/components/ui/whatsapp-glyph'
import { whatsappHref } from '@/content/company/company'
import { headerLabels } from '@/content/texts/navigation'
import { whatsappLinkAttributes } from '@/lib/analytics'
import { cx } from '@/lib/format'

/**
 * WhatsApp click-to-chat in the header, one tap away on every page. It opens in a new tab
 * (or the app), so the site stays where the visitor left it.
 */
export function WhatsappHeaderLink({ className }: { className?: string }) {
  return (
    <a
      href={whatsappHref}
      target="_blank"
      rel="noopener"
      {...whatsappLinkAttributes('header')}
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-accent-300 transition-colors hover:bg-white/10 hover:text-white',
        className,
      )}
    >
      <Icon node={WhatsappGlyph} className="size-6" />
      <span className="sr-only">{headerLabels.whatsapp}</span>
    </a>
  )
}
