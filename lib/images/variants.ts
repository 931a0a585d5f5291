import { slugify } from '@/lib/format'

/**
 * What the image step makes of each upload, and what its record says: one description
 * that the step and the pages (`responsiveImage`) both read, so a variant's name is
 * computed in one place.
 */

/**
 * The site's pictures under public/: the editor's media library (`media_folder`), its
 * folders of uploads and the image step's files are all below it. The export keeps only
 * the files here that its pages, feed and structured data use.
 */
export const IMAGES_FOLDER = 'images'

/** The folders under public/ the editor uploads into; content refers to `/images/blog/…`. */
export const UPLOADS = { posts: 'images/blog', cases: 'images/cases' } as const
export const UPLOAD_FOLDERS = Object.values(UPLOADS)

/** Whether `src` (`/images/blog/capa.jpg`) is in one of the upload folders. */
export const isUpload = (src: string) =>
  UPLOAD_FOLDERS.some((folder) => src.startsWith(`/${folder}/`))

/**
 * Where, under public/, the step writes the variants and its record (gitignored). The
 * record is the build's, never published: the export keeps only the files its pages use.
 */
export const GENERATED_FOLDER = 'images/generated'
export const RECORD_FILE = `${GENERATED_FOLDER}/record.json`

/** The uploads the step reads, by extension; anything else in the folders stops the build. */
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const

/**
 * The largest upload, in bytes. Every upload stays in the repository for good, and the
 * pages use at most 1,600 pixels of width (`WIDTHS`), which a good JPEG holds in well under
 * this; a phone's photo fits too. The editor refuses a larger file when it is chosen, and
 * the image step one that got into the folders some other way.
 */
export const MAX_UPLOAD_BYTES = 5_000_000

/**
 * The widths made, in pixels: from a phone's column at 1x to an 800 px column at 2x. The
 * largest is also the cap, and an image is never enlarged.
 */
export const WIDTHS = [480, 800, 1200, 1600] as const

/**
 * The formats made, best first (the order of the `<source>` elements). WebP alone: at the
 * SSIM of each WebP variant, AVIF (sharp, effort 3) was 18–25% smaller on the blog's
 * illustrated covers and 5% on a detailed photo, which is 3 to 4 KB per cover at a phone's
 * 800 px, for 6 times the encoding time of every publication (the scripts' guide, "The image
 * step"). To add it, put first `{ type: 'image/avif', extension: 'avif', options: { quality:
 * 50, effort: 3 } }`.
 */
export const FORMATS = [
  { type: 'image/webp', extension: 'webp', options: { quality: 75, effort: 4 } },
] as const

export type ImageFormat = (typeof FORMATS)[number]

/**
 * The fallback: the upload itself as published, at the largest width made, turned upright
 * and without its metadata (a phone photo's EXIF holds where it was taken), in a format
 * every browser and e-mail program shows. A `<picture>`'s `<img>`, the structured data and
 * the feed link it. PNG for a PNG upload or one with transparency, JPEG for the others: at
 * quality 90 a re-encoded cover stays as close to its upload as the scripts' guide measures
 * ("The image step"), where a PNG is lossless.
 */
export const FALLBACK_FORMATS = {
  jpeg: { type: 'image/jpeg', extension: 'jpg', options: { quality: 90 } },
  png: { type: 'image/png', extension: 'png', options: { compressionLevel: 9 } },
} as const

export type FallbackFormat = keyof typeof FALLBACK_FORMATS

/** What the record keeps of one upload: its size as shown, and the variants made of it. */
export type ImageEntry = {
  /** Width and height of the upload once turned upright (a phone photo's EXIF rotation). */
  width: number
  height: number
  /** The first characters of the hash of the upload and the settings above. */
  hash: string
  /** The widths made, ascending; each in every format. */
  widths: number[]
  /** The fallback's format, made at the largest width. */
  fallback: FallbackFormat
}

/** Every upload the step processed, by the address content uses: `/images/blog/foo.jpg`. */
export type ImageRecord = Record<string, ImageEntry>

/**
 * The widths to make of an image `width` px wide: the standard ones below it, then its own,
 * or the largest standard one when it is wider.
 */
export function plannedWidths(width: number): number[] {
  const largest = Math.min(width, WIDTHS[WIDTHS.length - 1]!)
  return [...WIDTHS.filter((standard) => standard < largest), largest]
}

/**
 * The address of one variant: `/images/blog/Foto 1.jpg` at 800 px in WebP is
 * `/images/generated/blog/foto-1-<hash>-800.webp`. The hash changes with the upload's
 * bytes, so a replaced photo gets new addresses and a cached old one is never shown.
 */
export function variantPath(
  src: string,
  hash: string,
  width: number,
  format: { extension: string },
) {
  const slash = src.lastIndexOf('/')
  const folder = src.slice('/images/'.length, slash)
  const name = slugify(src.slice(slash + 1).replace(/\.[^.]*$/, '')) || 'imagem'
  return `/${GENERATED_FOLDER}/${folder}/${name}-${hash}-${width}.${format.extension}`
}

/** The address of the fallback of one upload: `/images/generated/blog/foto-<hash>-1600.jpg`. */
export const fallbackPath = (
  src: string,
  entry: Pick<ImageEntry, 'hash' | 'widths' | 'fallback'>,
) => variantPath(src, entry.hash, entry.widths.at(-1)!, FALLBACK_FORMATS[entry.fallback])

/** Every file made of one upload, as addresses: each variant, then the fallback. */
export function variantPaths(
  src: string,
  entry: Pick<ImageEntry, 'hash' | 'widths' | 'fallback'>,
): string[] {
  return [
    ...FORMATS.flatMap((format) =>
      entry.widths.map((width) => variantPath(src, entry.hash, width, format)),
    ),
    fallbackPath(src, entry),
  ]
}
