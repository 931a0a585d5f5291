// The day the `scheduled` build variant publishes for: the day before the newest post's, so
// that, for that build, the post is dated tomorrow. The build and e2e/scheduled.spec.ts
// read it here.
import { loadSiteModule } from './site-modules.mjs'

/** The newest published post, as a build of today has it. */
export async function newestPost() {
  const { posts } = await loadSiteModule('content/blog.ts')
  const [post] = posts()
  if (!post) throw new Error('The scheduled build needs a published post in content/blog/')
  return post
}

/** The day before `day` (`2026-11-29` → `2026-11-28`). */
export const dayBefore = (day) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

export async function scheduledBuildDay() {
  return dayBefore((await newestPost()).published)
}
