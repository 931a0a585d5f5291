/** One check of the watch (scripts/lib/watch.mjs): its name, and what is wrong if it failed. */
export type WatchResult = { name: string; ok: boolean; problem?: string }

export declare const CERTIFICATE_MIN_DAYS: number
export declare const SECURITY_HEADERS: readonly string[]
export declare const SITE_FILES: { sitemap: string; feed: string }

export declare function runWatch(options: {
  siteUrl: string
  chatAgentId: string
  chatServiceOrigin: string
  fetch?: typeof fetch
  certificateExpiry?: (host: string) => Promise<Date>
  now?: Date
}): Promise<WatchResult[]>
