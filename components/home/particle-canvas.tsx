'use client'

import { useEffect, useRef } from 'react'

/**
 * Decorative network of particles behind the hero. Its code loads after the page is
 * interactive, so the animation never competes with the first paint or with hydration, and
 * it draws in a worker where the browser allows (particle-field.ts).
 */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    let stop: (() => void) | undefined
    let unmounted = false
    import('./particle-field').then(
      ({ animateParticles }) => {
        if (!unmounted) stop = animateParticles(canvas)
      },
      // Offline: the hero keeps its gradient without the particles.
      () => undefined,
    )
    return () => {
      unmounted = true
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
