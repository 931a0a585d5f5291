import { ImageResponse } from 'next/og'

import { company } from '@/content/company'
import { homeHero, homeServices } from '@/content/home'

import { ogImage } from '@/lib/metadata'

// Rendered once at build time into out/og-image.png, the picture link previews show.
export const dynamic = 'force-static'

export function GET() {
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
        background: 'linear-gradient(135deg, #07111f 0%, #0d1b33 60%, #0e7490 140%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#22d3ee" />
          <path d="M8 20a8 8 0 0 1 16 0Z" fill="#07111f" />
          <path d="M5 23.5h22" stroke="#07111f" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span style={{ fontSize: 44, fontWeight: 700 }}>{company.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <span style={{ fontSize: 64, lineHeight: 1.1, maxWidth: 980 }}>{homeHero.title}</span>
        <span style={{ fontSize: 30, color: '#a5f3fc' }}>
          {homeServices.cards.map((card) => card.title).join(' · ')}
        </span>
      </div>
    </div>,
    { width: ogImage.width, height: ogImage.height },
  )
}
