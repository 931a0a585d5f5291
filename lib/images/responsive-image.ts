import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  fallbackPath,
  FORMATS,
  RECORD_FILE,
  UPLOAD_FOLDERS,
  variantPath,
  type ImageRecord,
} from './variants'

/**
 * An uploaded image as a page draws it, from the record the image step wrote before
 * `next build`. Server only: it reads the record from disk while the page renders. The
 * editor's preview, in the browser, draws the upload itself.
 */

export type ResponsiveImage = {
  /** The fallback's width and height: the `<img>`'s, so nothing moves as it loads. */
  width: number
  height: number
  /** One per format, best first, for `<source type srcSet>`. */
  sources: { type: string; srcSet: string }[]
  /**
   * The fallback (`FALLBACK_FORMATS`), for the `<img>` itself and wherever a page or the
   * feed links the picture: the upload upright, in JPEG or PNG, without its metadata.
   */
  fallbackSrc: string
}

/** An image the build cannot show; the message names it, in Portuguese, for the staff. */
export class ImageError extends Error {
  override name = 'ImageError'
}

const uploadFolders = UPLOAD_FOLDERS.map((folder) => `public/${folder}/`).join(' e ')

/**
 * The step's record, from the site's public/ folder. Read at each call: a few hundred bytes
 * per upload, and `next dev` sees the step's next run at once.
 */
export function readRecord(publicDir = path.join(process.cwd(), 'public')): ImageRecord {
  try {
    return JSON.parse(readFileSync(path.join(publicDir, RECORD_FILE), 'utf8')) as ImageRecord
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    throw new ImageError(
      'As imagens enviadas ainda não foram processadas: rode npm run build ' +
        '(ou node scripts/process-images.mjs antes de next dev).',
    )
  }
}

/** `/images/blog/reuni%C3%A3o.jpg` and `/images/blog/reunião.jpg` are the same upload. */
function decoded(src: string): string {
  try {
    return decodeURI(src)
  } catch {
    return src
  }
}

/**
 * The sizes and formats made of the upload at `src` (`/images/blog/foo.jpg`). Throws an
 * ImageError naming it when it was not processed: not uploaded, or mistyped.
 */
export function responsiveImage(src: string, record: ImageRecord = readRecord()): ResponsiveImage {
  const upload = decoded(src)
  const entry = Object.hasOwn(record, upload) ? record[upload] : undefined
  if (!entry) {
    throw new ImageError(
      `A imagem ${src} não está entre as enviadas (${uploadFolders}): ` +
        'envie-a pelo editor em /admin/ ou corrija o endereço.',
    )
  }
  // The largest width made, and the upload's height at that width, as the encoder rounds it.
  const width = entry.widths.at(-1)!
  return {
    width,
    height: Math.round((entry.height * width) / entry.width),
    sources: FORMATS.map((format) => ({
      type: format.type,
      srcSet: entry.widths
        .map((width) => `${variantPath(upload, entry.hash, width, format)} ${width}w`)
        .join(', '),
    })),
    fallbackSrc: fallbackPath(upload, entry),
  }
}

/** The alternative text of the image at `src`, refused when empty: every upload shows something. */
export function requireAlt(src: string, alt: string): string {
  if (alt.trim() === '') {
    throw new ImageError(
      `A imagem ${src} está sem texto alternativo: descreva o que ela mostra, ` +
        'para quem não pode vê-la.',
    )
  }
  return alt
}
