import {
  createParticles,
  forEachLinkedPair,
  LINK_DISTANCE,
  PARTICLE_COUNT,
  stepParticles,
} from './particles'
import type { Particle } from './particles'

/**
 * The hero's particle animation on a 2D canvas, free of the page: the home page runs it on
 * the main thread or in a worker holding a transferred canvas, and both look the same.
 */

const DOT = 'rgba(103, 232, 249, 0.6)'
/**
 * About 30 frames a second: smooth for particles this slow (under 1 px a frame), and half
 * the drawing a 60 Hz screen would ask for, which a cheap phone's battery notices.
 */
const FRAME_INTERVAL = 1000 / 30
/** Screen frames arrive with some jitter: a frame a little early still counts. */
const FRAME_MS = FRAME_INTERVAL - 2

/** Links fade with distance in this many steps: one stroke per step instead of per link. */
const FADE_STEPS = 6
const LINK_STYLES = Array.from(
  { length: FADE_STEPS },
  (_, step) => `rgba(103, 232, 249, ${((0.22 * (FADE_STEPS - step)) / FADE_STEPS).toFixed(3)})`,
)

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

function draw(ctx: Context2D, particles: Particle[], width: number, height: number) {
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

/** Size of the canvas on the page, in CSS pixels, and the device pixel ratio to draw at. */
export type SceneSize = { width: number; height: number; ratio: number }

export type ParticleScene = {
  /** Sizes the canvas's backing store for `size` and redraws. */
  resize(size: SceneSize): void
  /** Plays or pauses the animation; a paused scene keeps its last frame. */
  setRunning(running: boolean): void
}

// Workers of older browsers lack requestAnimationFrame: a timer at the same pace will do.
// It waits the full interval, since timers round their delay.
const nextFrame: (callback: (now: number) => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => Number(setTimeout(() => callback(performance.now()), FRAME_INTERVAL))
const cancelFrame: (handle: number) => void =
  typeof cancelAnimationFrame === 'function'
    ? (handle) => cancelAnimationFrame(handle)
    : (handle) => clearTimeout(handle)

/** The scene on `canvas`, an on-page canvas or an OffscreenCanvas; null without 2D. */
export function createParticleScene(
  canvas: HTMLCanvasElement | OffscreenCanvas,
): ParticleScene | null {
  const ctx = canvas.getContext('2d') as Context2D | null
  if (!ctx) return null

  let width = 0
  let height = 0
  let particles: Particle[] = []
  let frame = 0
  let last = 0

  const tick = (now: number) => {
    frame = nextFrame(tick)
    if (last && now - last < FRAME_MS) return
    // Cap the step so a long pause (background tab) does not teleport particles.
    const seconds = last ? Math.min((now - last) / 1000, 0.1) : 0
    last = now
    stepParticles(particles, width, height, seconds)
    draw(ctx, particles, width, height)
  }

  return {
    resize(size) {
      width = size.width
      height = size.height
      canvas.width = Math.round(width * size.ratio)
      canvas.height = Math.round(height * size.ratio)
      ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0)
      if (particles.length === 0) particles = createParticles(PARTICLE_COUNT, width, height)
      draw(ctx, particles, width, height)
    },
    setRunning(running) {
      if (running && !frame) {
        last = 0
        frame = nextFrame(tick)
      } else if (!running && frame) {
        cancelFrame(frame)
        frame = 0
      }
    },
  }
}

/** What the page tells the particle worker. */
export type ToWorker =
  | { type: 'start'; canvas: OffscreenCanvas; size: SceneSize; running: boolean }
  | { type: 'resize'; size: SceneSize }
  | { type: 'run'; running: boolean }
