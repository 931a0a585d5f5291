'use client'

import { useEffect, useRef } from 'react'

/**
 * Decorative network of particles behind the hero. Its code loads once the browser is idle
 * after hydration, so the animation never competes with the first paint or with the page's
 * start-up (on a phone with few cores, even drawing in a worker takes CPU from it), and it
 * draws in a worker where the browser allows (particle-field.ts).
 */
/** Runs `task` when the browser is next idle (within 2 s), or soon where it cannot tell. */
function onIdle(task: () => void) {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return { cancel: () => window.cancelIdleCallback(handle) }
  }
  // Safari has no idle callbacks.
  const handle = setTimeout(task, 200)
  return { cancel: () => clearTimeout(handle) }
}

export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let stop: (() => void) | undefined
    let unmounted = false
    const start = () =>
      import('./particle-field').then(
        ({ animateParticles }) => {
          if (!unmounted) stop = animateParticles(canvas)
        },
        // Offline: the hero keeps its gradient without the particles.
        () => undefined,
      )
    const whenIdle = onIdle(start)
    return () => {
      unmounted = true
      whenIdle.cancel()
      stop?.()
    }
  }, [])

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none absolute inset-0 size-full"
    />
  )
}
