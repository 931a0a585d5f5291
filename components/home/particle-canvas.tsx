'use client'

import { useEffect, useRef } from 'react'

import { prefersReducedMotion } from '@/lib/motion'

import {
  createParticles,
  forEachLinkedPair,
  LINK_DISTANCE,
  PARTICLE_COUNT,
  stepParticles,
} from '@/lib/particles'
import type { Particle } from '@/lib/particles'

const DOT = 'rgba(103, 232, 249, 0.6)'
const LINE_RGB = '103, 232, 249'

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height)
  ctx.lineWidth = 1
  forEachLinkedPair(particles, LINK_DISTANCE, (a, b, distance) => {
    ctx.strokeStyle = `rgba(${LINE_RGB}, ${0.22 * (1 - distance / LINK_DISTANCE)})`
    ctx.beginPath()
    ctx.moveTo(a.x, a.y)
    ctx.lineTo(b.x, b.y)
    ctx.stroke()
  })
  ctx.fillStyle = DOT
  for (const p of particles) {
    ctx.beginPath()
    ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2)
    ctx.fill()
  }
}

/**
 * Decorative network of particles behind the hero. It starts after the page is interactive,
 * sleeps while off-screen or in a hidden tab, and is a still picture under reduced motion.
 */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return

    const still = prefersReducedMotion()
    let width = 0
    let height = 0
    let particles: Particle[] = []
    let frame = 0
    let last = 0
    let onScreen = true

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2)
      width = canvas.clientWidth
      height = canvas.clientHeight
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
      if (particles.length === 0) particles = createParticles(PARTICLE_COUNT, width, height)
      draw(ctx, particles, width, height)
    }

    const tick = (now: number) => {
      // Cap the step so a long pause (background tab) does not teleport particles.
      const seconds = last ? Math.min((now - last) / 1000, 0.05) : 0
      last = now
      stepParticles(particles, width, height, seconds)
      draw(ctx, particles, width, height)
      frame = requestAnimationFrame(tick)
    }

    const start = () => {
      if (still || frame || !onScreen || document.hidden) return
      last = 0
      frame = requestAnimationFrame(tick)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      frame = 0
    }

    const resizeObserver = new ResizeObserver(resize)
    resizeObserver.observe(canvas)
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true
      if (onScreen) start()
      else stop()
    })
    visibility.observe(canvas)
    const onVisibilityChange = () => (document.hidden ? stop() : start())
    document.addEventListener('visibilitychange', onVisibilityChange)

    resize()
    start()
    return () => {
      stop()
      resizeObserver.disconnect()
      visibility.disconnect()
      document.removeEventListener('visibilitychange', onVisibilityChange)
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
