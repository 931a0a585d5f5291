import { createContext } from 'react'

import { uploadProblem } from '@/content/entries/uploads'

import { uploadRefusal } from './locale'

/**
 * Where the preview loads a picture from. A picture chosen in the editor reaches the site
 * only when the site is rebuilt with it; until then Decap holds it, in the browser (just
 * uploaded) or in the repository (saved). Decap hands each preview template its
 * `getAsset(path)`, whose answer's `toString()` is an address the browser can load (a
 * `blob:` URL), and the preview provides it here for the entry being drawn.
 *
 * Decap takes a path starting with "/" for the site's own address and returns it as it is,
 * so the preview asks for the file by its name within the folder the entry uploads to.
 */
export type GetAsset = (path: string) => { toString(): string }

/** The address of each picture of one folder of entries (`/images/blog/`), through Decap. */
export function uploadAddresses(getAsset: GetAsset, publicFolder: string) {
  const prefix = `${publicFolder}/`
  return (src: string) =>
    src.startsWith(prefix) ? String(getAsset(src.slice(prefix.length))) : src
}

/** The site's own address of a picture, outside a form of entries. */
export const UploadAddress = createContext((src: string) => src)

/**
 * What the form shows of an upload it names from the site's root (`/images/blog/capa.jpg`),
 * which Decap loads from the site: the site publishes no upload, only the fallback of each
 * one its pages use (`published`: upload → fallback, which the build lists). Another
 * upload, a draft's, shows nothing there until its page is published; the preview, which
 * loads it from where Decap holds it, shows it all the same.
 */
export function thumbnailAddress(published: Readonly<Record<string, string>>) {
  return (src: string) => (Object.hasOwn(published, src) ? published[src]! : src)
}

/**
 * The editor's message for `files` chosen to upload, when the site would refuse one of them
 * (`uploadProblem`: its format or its size, as the build's image step refuses it); else
 * nothing.
 */
export function refusedUpload(files: readonly { name: string; size: number }[]) {
  const problems = files.flatMap((file) => {
    const problem = uploadProblem(file.name, file.size)
    return problem ? [`${file.name}: ${problem}.`] : []
  })
  if (problems.length === 0) return undefined
  return [uploadRefusal.heading, ...problems, uploadRefusal.reassurance].join('\n')
}

/**
 * Refuses, with `refusedUpload`'s message, a file chosen in any of the editor's file fields
 * before Decap reads it: an image field's library, the picture block of a text, the
 * "Mídia" library. Decap's own size limit (`max_file_size`) holds in a field's library
 * alone, and it takes any format an `<input accept="image/*">` offers (GIF, SVG, HEIC).
 */
export function refuseUnusableUploads(target: Window) {
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement | null
      if (input?.type !== 'file' || !input.files) return
      const message = refusedUpload([...input.files])
      if (!message) return
      // Before Decap's own listener, which the event then never reaches.
      event.stopImmediatePropagation()
      input.value = ''
      target.alert(message)
    },
    { capture: true },
  )
}
