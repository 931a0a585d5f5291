import { dayInBrasilia } from '@/lib/format'

/**
 * When an entry the staff write goes live: a post, a case or a service's page dated later
 * than the day a build publishes for is scheduled, and no page, list, feed, sitemap, search
 * or link has it until the build of its day. The publish workflow builds every morning, so
 * an entry goes live on its day. One rule for every kind of entry, read by each.
 */

/**
 * The day a build publishes for, in Brasília: `SITE_TODAY` (`2026-11-29`) when set, for a
 * test or to see a scheduled entry; today otherwise.
 */
export function publicationDay(
  setting = typeof process === 'undefined' ? undefined : process.env.SITE_TODAY,
): string {
  if (!setting) return dayInBrasilia(new Date())
  if (!/^\d{4}-\d{2}-\d{2}$/.test(setting)) {
    throw new Error(`SITE_TODAY must be a day written 2026-11-29, not "${setting}"`)
  }
  return setting
}

/** Whether an entry's day is still to come: scheduled, not yet published. */
export const isScheduled = (entry: { published: string }, today = publicationDay()) =>
  entry.published > today

/** Whether the build of `today` publishes an entry: it is not a draft, and its day has come. */
export const isPublished = (
  entry: { published: string; draft?: boolean },
  today = publicationDay(),
) => !entry.draft && !isScheduled(entry, today)
