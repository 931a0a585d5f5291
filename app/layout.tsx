import { GoogleTagManager } from '@next/third-parties/google'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { TrackClicks } from '@/components/analytics/track-clicks'
import { ChatBubble } from '@/components/chat/chat-bubble'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { PreviewBanner } from '@/components/layout/preview-banner'
import { JsonLd } from '@/components/ui/json-ld'
import { company } from '@/content/company/company'
import { pageMeta, siteMeta } from '@/content/registry/seo'
import { brandColors } from '@/lib/brand'
import { consentScript } from '@/lib/consent'
import { env } from '@/lib/env'
import { siteIcons } from '@/lib/icons'
import { siteAlternates, siteOpenGraph } from '@/content/registry/metadata'
import { organizationJsonLd } from '@/content/registry/structured-data'

import { jakarta } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: siteMeta.defaultTitle, template: siteMeta.titleTemplate },
  description: pageMeta('home').description,
  applicationName: company.name,
  keywords: [...siteMeta.keywords],
  alternates: siteAlternates,
  openGraph: siteOpenGraph,
  twitter: { card: 'summary_large_image' },
  // A preview build asks search engines to leave every page out.
  ...(env.preview && { robots: { index: false, follow: false } }),
  // Every icon is drawn by a route handler from the brand's mark: list them all.
  icons: {
    icon: [
      // sizes="32x32" keeps Chromium from preferring the .ico over the SVG.
      { url: siteIcons.favicon.url, sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: [{ url: siteIcons.apple.url, sizes: `${siteIcons.apple.size}x${siteIcons.apple.size}` }],
  },
}

export const viewport: Viewport = {
  themeColor: brandColors['ink-950'],
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The consent script marks <html> and pads <body> before React hydrates them.
    <html lang="pt-BR" className={jakarta.variable} suppressHydrationWarning>
      <head>
        {/* Consent Mode defaults (all denied), the stored choice and the banner's behaviour,
            before any Google tag and any bundle. */}
        <script id="consent" dangerouslySetInnerHTML={{ __html: consentScript() }} />
      </head>
      <body suppressHydrationWarning>
        <JsonLd data={organizationJsonLd()} />
        {/* The real build's tree is the same with this line as without it. */}
        {env.preview ? [<PreviewBanner key="preview" />, children] : children}
        <ConsentBanner />
        {/* After hydration, so after the head script's Consent Mode defaults. */}
        {env.gtmId && <GoogleTagManager gtmId={env.gtmId} />}
        <TrackClicks />
        <ChatBubble
          scriptUrl={env.chatScriptUrl}
          integrity={env.chatScriptIntegrity}
          agentId={env.chatAgentId}
        />
      </body>
    </html>
  )
}
