// The day the `scheduled` build variant publishes for: the day before the newest post's, so
// that, for that build, the post is dated tomorrow (the e2e suite checks both builds).
import { loadSiteModule } from './site-modules.mjs'

export async function scheduledBuildDay() {
  const { posts } = await loadSiteModule('content/blog.ts')
  const { dayBefore } = await loadSiteModule('lib/format.ts')
  const [newest] = posts()
  if (!newest) throw new Error('The scheduled build needs a published post in content/blog/')
  return dayBefore(newest.published)
}
