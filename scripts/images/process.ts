import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import {
  FALLBACK_FORMATS,
  fallbackPath,
  FORMATS,
  GENERATED_FOLDER,
  plannedWidths,
  RECORD_FILE,
  UPLOAD_FOLDERS,
  variantPath,
  variantPaths,
  WIDTHS,
  type FallbackFormat,
  type ImageEntry,
  type ImageFormat,
  type ImageRecord,
} from '../../lib/images/variants'
import { uploadProblem } from '../../content/entries/uploads'
import { readRecord } from '../../lib/images/responsive-image'

/**
 * The image step (before `next build`): every upload under public/images/blog/ and
 * public/images/cases/ becomes its variants and its fallback (`variantPaths`), under
 * public/images/generated/, with a record of each upload's size and widths for the pages.
 * None of them keeps the upload's metadata. An upload whose hash is in the record, with
 * its files on disk, is not encoded again.
 */

/** One upload the step cannot use, with what to do about it, for the staff. */
export type ImageProblem = { file: string; problem: string }

/** Every problem, one line each, under a heading that says what to do. */
export function describeImageProblems(problems: readonly ImageProblem[]): string {
  return [
    'Imagem com erro; corrija e publique de novo (envie outra em /admin/ ou troque o arquivo):',
    ...problems.map(({ file, problem }) => `  - ${file}: ${problem}`),
  ].join('\n')
}

class UploadProblem extends Error {}

/** Changes with the upload's bytes and with what is made of it, so new settings re-encode. */
const settings = JSON.stringify({ WIDTHS, FORMATS, FALLBACK_FORMATS })
function uploadHash(bytes: Buffer): string {
  return createHash('sha256').update(settings).update(bytes).digest('hex').slice(0, 10)
}

/** Every file of `dir`, below it too, as site addresses: `/images/blog/foo.jpg`. */
function addressesIn(publicDir: string, dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const file = path.relative(publicDir, path.join(entry.parentPath, entry.name))
      return `/${file.split(path.sep).join('/')}`
    })
}

/** The record of the last run, or none when it is missing or unreadable. */
function previousRecord(publicDir: string): ImageRecord {
  try {
    return readRecord(publicDir)
  } catch {
    return {}
  }
}

/** sharp's names for the formats of UPLOAD_EXTENSIONS. */
const uploadFormats = new Set(['jpeg', 'png', 'webp'])

/** The entry of the upload at `src`: the last run's when it still holds, else encoded now. */
async function processUpload(publicDir: string, src: string, previous?: ImageEntry) {
  const file = path.join(publicDir, src)
  // The editor's own refusal, for a file that reached the folders another way.
  const refused = uploadProblem(src, statSync(file).size)
  if (refused) throw new UploadProblem(refused)
  const bytes = readFileSync(file)
  const hash = uploadHash(bytes)
  const done = (entry: ImageEntry) =>
    entry.hash === hash &&
    variantPaths(src, entry).every((variant) => existsSync(path.join(publicDir, variant)))
  if (previous && done(previous)) return { entry: previous, made: false }

  // Turned upright first: a phone stores its photos sideways, with a rotation in EXIF.
  // sharp writes no metadata unless asked (`keepMetadata`, `withExif`…): none is asked.
  const image = sharp(bytes, { autoOrient: true })
  const { format, autoOrient, hasAlpha, isPalette } = await image.metadata()
  if (!uploadFormats.has(format)) {
    throw new UploadProblem(
      `o arquivo não é JPEG, PNG nem WebP (é ${format.toUpperCase()}); exporte-o como JPEG`,
    )
  }
  const widths = plannedWidths(autoOrient.width)
  const fallback: FallbackFormat = format === 'png' || hasAlpha ? 'png' : 'jpeg'
  const output = (width: number, format: ImageFormat) =>
    path.join(publicDir, variantPath(src, hash, width, format))
  mkdirSync(path.dirname(output(widths[0]!, FORMATS[0])), { recursive: true })
  const resized = (width: number) => image.clone().resize({ width })
  await Promise.all([
    ...FORMATS.flatMap((format) =>
      widths.map((width) =>
        resized(width).toFormat(format.extension, format.options).toFile(output(width, format)),
      ),
    ),
    resized(widths.at(-1)!)
      .toFormat(fallback, {
        ...FALLBACK_FORMATS[fallback].options,
        // A PNG of 256 colours or fewer (a logo) stays one, which keeps it as small.
        ...(fallback === 'png' && { palette: isPalette }),
      })
      .toFile(path.join(publicDir, fallbackPath(src, { hash, widths, fallback }))),
  ])
  return { entry: { ...autoOrient, hash, widths, fallback }, made: true }
}

/** Deletes the variants no upload of `record` has any more: replaced or removed ones. */
function removeStale(publicDir: string, record: ImageRecord) {
  const kept = new Set(Object.entries(record).flatMap(([src, entry]) => variantPaths(src, entry)))
  kept.add(`/${RECORD_FILE}`)
  for (const file of addressesIn(publicDir, path.join(publicDir, GENERATED_FOLDER))) {
    if (!kept.has(file)) rmSync(path.join(publicDir, file))
  }
}

/**
 * Processes every upload of `publicDir` and writes the record. An upload that cannot be
 * read is left out of the record and listed in `problems`; the others are processed all
 * the same, so the next run encodes only what was fixed.
 */
export async function processImages(publicDir: string) {
  const recordFile = path.join(publicDir, RECORD_FILE)
  const previous = previousRecord(publicDir)
  const record: ImageRecord = {}
  const problems: ImageProblem[] = []
  let made = 0
  const uploads = UPLOAD_FOLDERS.flatMap((folder) =>
    addressesIn(publicDir, path.join(publicDir, folder)),
  )
  // One upload at a time; its variants at once, as many as libuv's four threads take.
  for (const src of uploads.sort()) {
    try {
      const result = await processUpload(publicDir, src, previous[src])
      record[src] = result.entry
      if (result.made) made += 1
    } catch (error) {
      // libvips repeats its reason on several lines: the first says it.
      const reason = String((error as Error).message).split('\n')[0]
      const problem =
        error instanceof UploadProblem
          ? error.message
          : `não foi possível ler a imagem, que parece corrompida; salve-a de novo como JPEG e envie essa cópia (${reason})`
      problems.push({ file: `public${src}`, problem })
    }
  }
  removeStale(publicDir, record)
  mkdirSync(path.dirname(recordFile), { recursive: true })
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`)
  return { record, made, kept: uploads.length - problems.length - made, problems }
}
