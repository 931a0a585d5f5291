import type { MetadataRoute } from 'next'

import { company } from '@/content/company/company'
import { brandColors } from '@/lib/brand'
import { siteIcons } from '@/lib/icons'

export const dynamic = 'force-static'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.name,
    short_name: company.name,
    description: company.description,
    lang: 'pt-BR',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: brandColors['ink-950'],
    icons: [
      ...siteIcons.manifest.map((icon) => ({
        src: icon.url,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
      })),
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
