import { useEffect, useEffectEvent } from 'react'

/**
 * Calls `advance` once `delayMs` has passed with `running` true. The wait starts over
 * whenever `running` turns true again or `restartKey` changes (pass the current slide, so a
 * slide the visitor chose gets its full time).
 */
export function useAutoAdvance(
  running: boolean,
  delayMs: number,
  restartKey: unknown,
  advance: () => void,
) {
  const onTimeout = useEffectEvent(advance)
  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => onTimeout(), delayMs)
    return () => window.clearTimeout(timer)
  }, [running, delayMs, restartKey])
}
