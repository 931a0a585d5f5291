// The day the `scheduled` build variant publishes for: the day before the first of the
// newest post's, the newest case's and the newest service page's days, so that, for that
// build, each of the three is dated tomorrow or later and left out, and a build of today
// has them (the e2e suite checks both builds).
import { loadSiteModule } from './site-modules.mjs'

export async function scheduledBuildDay() {
  const { posts } = await loadSiteModule('content/entries/blog.ts')
  const { caseStudies } = await loadSiteModule('content/entries/cases.ts')
  const { services } = await loadSiteModule('content/entries/services.ts')
  const { dayBefore } = await loadSiteModule('lib/format.ts')
  const kinds = {
    'content/blog/': posts(),
    'content/cases/': caseStudies(),
    'content/services/': services(),
  }
  const days = Object.entries(kinds).map(([folder, entries]) => {
    if (entries.length === 0)
      throw new Error(`The scheduled build needs a published entry in ${folder}`)
    return entries
      .map((entry) => entry.published)
      .sort()
      .at(-1)
  })
  return dayBefore(days.sort()[0])
}
