import { requireAlt, responsiveImage } from '@/lib/images/responsive-image'

export type ContentImageProps = {
  /** The upload's address, as content gives it: `/images/blog/foo.jpg`. */
  src: string
  /** What the image shows, for whom cannot see it; required, never empty. */
  alt: string
  /** The width it is drawn at, per viewport: `(min-width: 1024px) 800px, 100vw`. */
  sizes: string
  /** The page's largest image above the fold (its LCP): fetched first, never lazily. */
  priority?: boolean
  className?: string
}

/**
 * An uploaded image at the size and in the format each browser needs (lib/images/), with
 * its width and height set so the page does not move as it loads. Throws, naming the
 * image, when it was not processed or has no alternative text.
 *
 * Server only: it reads the image step's record from disk. The editor's preview runs in the
 * browser without it, so its bundle replaces this module with a stand-in that draws the
 * upload itself, as it replaces `next/link`.
 */
export function ContentImage({ src, alt, sizes, priority = false, className }: ContentImageProps) {
  const image = responsiveImage(src)
  return (
    <picture>
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {/* No srcset nor sizes: every browser in use takes a <source>, each with its own. */}
      <img
        src={image.fallbackSrc}
        width={image.width}
        height={image.height}
        alt={requireAlt(src, alt)}
        className={className}
        loading={priority ? undefined : 'lazy'}
        // The LCP image is decoded with the page: `async` may show it a frame after the text.
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
