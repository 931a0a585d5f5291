// The files of an export that nothing published uses, in the folders where only the used
// ones go out: the editor's uploads and what the image step makes of them.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Deletes each file under `folders` (of the export: `images/blog`) of `outDir` that `used`
 * (absolute paths, from `usedFiles`) does not hold. Returns the paths in the export it kept
 * and removed.
 */
export function removeUnused(outDir, folders, used) {
  const kept = []
  const removed = []
  for (const folder of folders) {
    const dir = path.join(outDir, folder)
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      if (used.has(file)) kept.push(path.relative(outDir, file))
      else {
        rmSync(file)
        removed.push(path.relative(outDir, file))
      }
    }
  }
  return { kept: kept.sort(), removed: removed.sort() }
}
