/**
 * Runs `callback` when the main thread is next idle, at the latest after `timeoutMs`;
 * returns the function that cancels it. For work the page can do without at first, so it
 * never competes with the page's own start-up.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  if (typeof window.requestIdleCallback !== 'function') {
    const handle = window.setTimeout(callback, 200)
    return () => window.clearTimeout(handle)
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs })
  return () => window.cancelIdleCallback(handle)
}

/** Like `whenIdle`, but only once the page has loaded. */
export function whenIdleAfterLoad(callback: () => void, timeoutMs: number): () => void {
  let cancel: (() => void) | undefined
  const schedule = () => (cancel = whenIdle(callback, timeoutMs))
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancel?.()
  }
}
