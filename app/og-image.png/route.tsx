import { ImageResponse } from 'next/og'

import { LogoMark } from '@/components/layout/logo'
import { company } from '@/content/company'
import { pageContent } from '@/content/page-content'
import { brandColors } from '@/lib/brand'
import { ogImage } from '@/lib/metadata'

const { 'ink-950': ink950, 'ink-900': ink900, 'accent-700': accent700 } = brandColors

// Rendered once at build time into out/og-image.png, the picture link previews show.
export const dynamic = 'force-static'

export function GET() {
  const home = pageContent('home')
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark width={72} height={72} />
        <span style={{ fontSize: 44, fontWeight: 700 }}>{company.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <span style={{ fontSize: 64, lineHeight: 1.1, maxWidth: 980 }}>{home.hero.title}</span>
        <span style={{ fontSize: 30, color: brandColors['accent-200'] }}>
          {home.services.cards.map((card) => card.title).join(' · ')}
        </span>
      </div>
    </div>,
    { width: ogImage.width, height: ogImage.height },
  )
}
