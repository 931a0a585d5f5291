import { createContext } from 'react'

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
