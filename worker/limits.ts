/**
 * The Worker's numbers: what it reads of a request, and how it retries a message the
 * automation did not take. Alone, with no binding, so that the e2e suite reads them too.
 */

/** The largest body the contact endpoint reads: the form's longest fields take a few kilobytes. */
export const MAX_BODY_BYTES = 16 * 1024

/** How long the automation has to answer before the attempt counts as failed. */
export const FORWARD_TIMEOUT_MS = 20_000

/**
 * When a message that failed `attempts` times is tried again: a minute after the first
 * failure, then twice as long after each, up to an hour between attempts, for as long as
 * it takes.
 */
export const retryDelay = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000)

/** Messages one scheduled run forwards at most, within a Worker's subrequests. */
export const BATCH = 25

/**
 * Forwards under way at once: a Worker keeps six connections open and queues the rest,
 * and a forward's time runs from its start, so a queued one would time out unsent.
 */
export const CONCURRENT_FORWARDS = 4
