import { ArrowLeft } from 'lucide'
import Link from 'next/link'

import { Logo } from './logo'
import { WhatsappHeaderLink } from './whatsapp-link'
import { Icon } from '@/components/ui/icon'

/**
 * Header of the pages outside the shared layout (privacy policy, 404): the logo, WhatsApp
 * and one clear way back home, with no menu script to download.
 */
export function SimpleHeader({ backLabel }: { backLabel: string }) {
  return (
    <header className="on-dark bg-ink-950">
      <div className="container-page flex h-header items-center justify-between gap-4">
        <Logo />
        <WhatsappHeaderLink className="ml-auto" />
        <Link
          href="/"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-medium text-ink-100 hover:text-white"
        >
          <Icon node={ArrowLeft} className="size-5 sm:size-4" />
          {/* A phone has room for the logo, WhatsApp and the arrow; the words come back at sm. */}
          <span className="max-sm:sr-only">{backLabel}</span>
        </Link>
      </div>
    </header>
  )
}
