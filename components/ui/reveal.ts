import type { CSSProperties } from 'react'

/** Delay between consecutive cards as they slide in: 100 ms more per card's index. */
export const REVEAL_STEP_MS = 100

/**
 * Marks a card for the slide-in: even positions come from the left, odd ones from the
 * right, each 100 ms after the previous one. Without scripts the card simply shows.
 */
export function revealProps(index: number) {
  return {
    'data-reveal': index % 2 === 0 ? 'left' : 'right',
    style: {
      '--reveal-delay': `${index * REVEAL_STEP_MS}ms`,
      '--reveal-from': index % 2 === 0 ? '-2rem' : '2rem',
    } as CSSProperties,
  }
}
