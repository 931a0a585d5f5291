import { LogoMark } from '@/components/layout/logo'
import { ogImageResponse } from '@/components/og/og-image'
import { company } from '@/content/company/company'
import { pageContent } from '@/content/registry/page-content'
import { brandColors } from '@/lib/brand'

// Rendered once at build time into out/og-image.png, the picture link previews show.
export const dynamic = 'force-static'

export function GET() {
  const home = pageContent('home')
  return ogImageResponse(
    <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
      <LogoMark width={72} height={72} />
      <span style={{ fontSize: 44, fontWeight: 700 }}>{company.name}</span>
    </div>,
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <span style={{ fontSize: 64, lineHeight: 1.1, maxWidth: 980 }}>{home.hero.title}</span>
      <span style={{ fontSize: 30, color: brandColors['accent-200'] }}>
        {home.services.cards.map((card) => card.title).join(' · ')}
      </span>
    </div>,
  )
}
