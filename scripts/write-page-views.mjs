// The lists of the pages' views (`writePageViews`), written before `next dev`, the build,
// the type check and the editor; a kind without its view stops them with the reason alone.
import { writePageViews } from './lib/page-views.mjs'

try {
  await writePageViews()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
