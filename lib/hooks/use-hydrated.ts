import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the pre-rendered HTML and while React hydrates it, true from the render right
 * after (and at once for a component first mounted in the browser). For what the page
 * should do only without scripts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
