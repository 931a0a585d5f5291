import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { company } from '@/content/company'
import { pageMeta, siteMeta } from '@/content/seo'
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
      <body>{children}</body>
    </html>
  )
}
