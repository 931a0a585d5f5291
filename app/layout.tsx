import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { GoogleTagManager } from '@/components/analytics/google-tag-manager'
import { TrackClicks } from '@/components/analytics/track-clicks'
import { ChatBubble } from '@/components/chat/chat-bubble'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { company } from '@/content/company'
import { pageMeta, siteMeta } from '@/content/seo'
import { consentBootstrapScript } from '@/lib/consent'
import { env } from '@/lib/env'
import { siteOpenGraph } from '@/lib/metadata'

import { jakarta } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: siteMeta.defaultTitle, template: siteMeta.titleTemplate },
  description: pageMeta.home.description,
  applicationName: company.name,
  keywords: [...siteMeta.keywords],
  openGraph: siteOpenGraph,
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = {
  themeColor: '#07111f',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" className={jakarta.variable}>
      <head>
        {/* Consent Mode defaults (all denied) and the stored choice, before any Google tag. */}
        <script
          id="consent-defaults"
          dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }}
        />
      </head>
      <body>
        {children}
        {env.gtmId && <GoogleTagManager gtmId={env.gtmId} />}
        <ConsentBanner />
        <TrackClicks />
        <ChatBubble scriptUrl={env.chatScriptUrl} agentId={env.chatAgentId} />
      </body>
    </html>
  )
}
