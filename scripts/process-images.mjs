// The image step of `npm run build`, before `next build`: every upload of the editor under
// public/images/blog/ and public/images/cases/ becomes WebP variants at the widths a page
// needs, in public/images/generated/ (gitignored), with the record the pages read
// (lib/images/). Only new or changed uploads are encoded. An upload that cannot be used
// stops the build, named, in Portuguese for the staff who upload them.
//   node scripts/process-images.mjs
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { CHECK_EXIT } from './lib/publication.mjs'
import { loadSiteModule } from './lib/site-modules.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { processImages, describeImageProblems } = await loadSiteModule('scripts/images/process.ts')

const started = performance.now()
const { made, kept, problems } = await processImages(path.join(root, 'public'))
const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',')
/** "1 processada", "5 processadas". */
const counted = (count, one, many) => `${count} ${count === 1 ? one : many}`
console.log(
  `Imagens: ${counted(made, 'processada', 'processadas')}, ` +
    `${counted(kept, 'já pronta', 'já prontas')} (${seconds} s).`,
)
if (problems.length > 0) {
  console.error(describeImageProblems(problems))
  // The content check's status for a refusal, which the publish workflow reports by file.
  process.exitCode = CHECK_EXIT.problems
}
