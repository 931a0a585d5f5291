import { use } from 'react'

import type { ContentImageProps } from '@/components/ui/content-image'

import { UploadAddress } from '../uploads'

/**
 * `ContentImage` in the editor's preview, which runs in the browser with no image record:
 * the upload itself, as it was sent, not yet processed, from where Decap holds it
 * (`UploadAddress`). An empty alternative text is left to the build, which refuses it, so the
 * preview does not break while the text is being typed; no picture yet, nothing drawn.
 */
export function ContentImage({ src, alt, priority, className }: ContentImageProps) {
  const address = use(UploadAddress)
  if (!src) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={address(src)}
      alt={alt}
      className={className}
      loading={priority ? undefined : 'lazy'}
    />
  )
}
