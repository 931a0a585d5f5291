import { ImageResponse } from 'next/og'

import { LogoMark } from '@/components/layout/logo'
import { company } from '@/content/company'
import { brandColors } from '@/lib/brand'
import { ogImage } from '@/lib/metadata'

const { 'ink-950': ink950, 'ink-900': ink900, 'accent-700': accent700 } = brandColors

/**
 * The link-preview picture of a post or a case, drawn at build time like the site's own
 * (app/og-image.png/route.tsx): what it is, its title, and the company.
 */
export function entryOgImage({ kicker, title }: { kicker: string; title: string }) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: 'white',
        background: `linear-gradient(135deg, ${ink950} 0%, ${ink900} 60%, ${accent700} 140%)`,
      }}
    >
      <span style={{ fontSize: 30, color: brandColors['accent-200'], textTransform: 'uppercase' }}>
        {kicker}
      </span>
      <span style={{ fontSize: 64, lineHeight: 1.15, maxWidth: 1040 }}>{title}</span>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark width={56} height={56} />
        <span style={{ fontSize: 36, fontWeight: 700 }}>{company.name}</span>
      </div>
    </div>,
    { width: ogImage.width, height: ogImage.height },
  )
}
