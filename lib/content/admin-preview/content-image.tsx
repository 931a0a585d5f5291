import type { ContentImageProps } from '@/components/ui/content-image'

/**
 * components/ui/content-image.tsx in the editor's preview, which runs in the browser with no
 * image record: the upload itself, as it was sent, not yet processed. An empty alternative
 * text is left to the build, which refuses it, so the preview does not break while the text
 * is being typed.
 */
export function ContentImage({ src, alt, priority, className }: ContentImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} className={className} loading={priority ? undefined : 'lazy'} />
  )
}
