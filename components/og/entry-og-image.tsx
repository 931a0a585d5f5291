import { LogoMark } from '@/components/layout/logo'
import { company } from '@/content/company/company'
import { brandColors } from '@/lib/brand'

import { ogImageResponse } from './og-image'

/**
 * The link-preview picture of a post or a case, drawn at build time like the site's own:
 * what it is, its title, and the company.
 */
export function entryOgImage({ kicker, title }: { kicker: string; title: string }) {
  return ogImageResponse(
    <span style={{ fontSize: 30, color: brandColors['accent-200'], textTransform: 'uppercase' }}>
      {kicker}
    </span>,
    <span style={{ fontSize: 64, lineHeight: 1.15, maxWidth: 1040 }}>{title}</span>,
    <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
      <LogoMark width={56} height={56} />
      <span style={{ fontSize: 36, fontWeight: 700 }}>{company.name}</span>
    </div>,
  )
}
