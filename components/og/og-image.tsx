import { ImageResponse } from 'next/og'
import { Children } from 'react'
import type { ReactNode } from 'react'

import { brandColors } from '@/lib/brand'
import { ogImage } from '@/content/registry/metadata'

const { 'ink-950': ink950, 'ink-900': ink900, 'accent-700': accent700 } = brandColors

/**
 * A link-preview picture, drawn at build time at the size `ogImage` declares: the brand's
 * dark gradient with its `parts` spread from top to bottom (each a direct child of the
 * frame: the renderer lays out a fragment as one block). The site's own picture and each
 * post's and case's use it.
 */
export function ogImageResponse(...parts: ReactNode[]) {
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
      {Children.toArray(parts)}
    </div>,
    { width: ogImage.width, height: ogImage.height },
  )
}
