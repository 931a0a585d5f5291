'use client'

import { useEffect, useRef } from 'react'

import { whenIdle } from '@/lib/idle'

/**
 * Decorative network of particles behind the hero. Its code loads once the browser is idle
 * after hydration, so the animation never competes with the first paint or with the page's
 * start-up (on a phone with few cores, even drawing in a worker takes CPU from it), and it
 * draws in a worker where the browser allows (particle-field.ts).
 */
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
    const cancelIdle = whenIdle(start, 2000)
    return () => {
      unmounted = true
      cancelIdle()
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
