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
/**
 * About 30 frames a second: smooth for particles this slow (under 1 px a frame), and half
 * the drawing a 60 Hz screen would ask for, which a cheap phone's battery notices.
 */
const FRAME_MS = 1000 / 30 - 2

/** Links fade with distance in this many steps: one stroke per step instead of per link. */
const FADE_STEPS = 6
const LINK_STYLES = Array.from(
  { length: FADE_STEPS },
  (_, step) => `rgba(103, 232, 249, ${((0.22 * (FADE_STEPS - step)) / FADE_STEPS).toFixed(3)})`,
)

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height)
  const links: Particle[][] = LINK_STYLES.map(() => [])
  forEachLinkedPair(particles, LINK_DISTANCE, (a, b, distance) => {
    links[Math.floor((distance / LINK_DISTANCE) * FADE_STEPS)]?.push(a, b)
  })
  ctx.lineWidth = 1
  links.forEach((ends, step) => {
    if (ends.length === 0) return
    ctx.strokeStyle = LINK_STYLES[step]!
    ctx.beginPath()
    for (let i = 0; i < ends.length; i += 2) {
      ctx.moveTo(ends[i]!.x, ends[i]!.y)
      ctx.lineTo(ends[i + 1]!.x, ends[i + 1]!.y)
    }
    ctx.stroke()
  })
  ctx.fillStyle = DOT
  ctx.beginPath()
  for (const p of particles) {
    ctx.moveTo(p.x + p.radius, p.y)
    ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2)
  }
  ctx.fill()
}

/**
 * Animates the particle field on `canvas` and returns the function that stops it. It
 * sleeps while off-screen or in a hidden tab, and draws one still frame under reduced
 * motion.
 */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const ctx = canvas.getContext('2d')
  if (!ctx) return () => undefined

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
    frame = requestAnimationFrame(tick)
    if (last && now - last < FRAME_MS) return
    // Cap the step so a long pause (background tab) does not teleport particles.
    const seconds = last ? Math.min((now - last) / 1000, 0.1) : 0
    last = now
    stepParticles(particles, width, height, seconds)
    draw(ctx, particles, width, height)
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
}
