/** Minimum time between two submissions. */
export const SUBMIT_INTERVAL_MS = 2000

/** Why a submission was ignored. */
export type ThrottleRejection = 'in_progress' | 'too_soon'

export type SubmitThrottle = {
  /**
   * Starts a submission when none is running and the previous one started at least
   * `intervalMs` ago; otherwise says why it must be ignored and changes nothing.
   */
  begin(): { ok: true } | { ok: false; reason: ThrottleRejection }
  /** Marks the running submission as finished, whatever its outcome. */
  end(): void
}

/**
 * Guards against double clicks and impatient resubmits: one submission at a time, and none
 * within `intervalMs` of the previous one. `now` is injectable for tests.
 */
export function createSubmitThrottle({
  intervalMs = SUBMIT_INTERVAL_MS,
  now = () => Date.now(),
}: { intervalMs?: number; now?: () => number } = {}): SubmitThrottle {
  let inProgress = false
  let lastStartedAt: number | undefined

  return {
    begin() {
      if (inProgress) return { ok: false, reason: 'in_progress' }
      const time = now()
      if (lastStartedAt !== undefined && time - lastStartedAt < intervalMs) {
        return { ok: false, reason: 'too_soon' }
      }
      inProgress = true
      lastStartedAt = time
      return { ok: true }
    },
    end() {
      inProgress = false
    },
  }
}
