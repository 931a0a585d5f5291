import { prefersReducedMotion } from '@/lib/motion'
import { createParticleScene } from '@/lib/particle-scene'
import type { SceneSize, ToWorker } from '@/lib/particle-scene'

/** Whatever draws the scene: a worker holding the canvas, or this thread. */
type Renderer = {
  resize(size: SceneSize): void
  setRunning(running: boolean): void
  dispose(): void
}

/**
 * Hands the canvas to a worker, so each frame's drawing (tens of milliseconds on a slow
 * phone that draws 2D canvas on its CPU) never blocks the main thread and the page's input.
 * Null where the browser cannot: no OffscreenCanvas, or no workers.
 */
function inWorker(canvas: HTMLCanvasElement, size: SceneSize, running: boolean): Renderer | null {
  if (typeof Worker !== 'function' || typeof canvas.transferControlToOffscreen !== 'function') {
    return null
  }
  let worker: Worker
  try {
    worker = new Worker(new URL('./particle-worker.ts', import.meta.url))
  } catch {
    // Older browsers refuse a worker synchronously: the canvas is still ours to draw on.
    return null
  }
  const send = (message: ToWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer)
  // A worker that cannot load (offline) leaves the canvas transparent and the hero keeps its
  // gradient: the failure is handled here, not reported as an uncaught error.
  worker.onerror = (event) => {
    event.preventDefault()
    worker.terminate()
  }
  // After the transfer, only the worker may size the canvas: setting width here throws.
  const offscreen = canvas.transferControlToOffscreen()
  send({ type: 'start', canvas: offscreen, size, running }, [offscreen])
  return {
    resize: (next) => send({ type: 'resize', size: next }),
    setRunning: (next) => send({ type: 'run', running: next }),
    dispose: () => worker.terminate(),
  }
}

/** The same scene drawn on this thread. */
function onMainThread(
  canvas: HTMLCanvasElement,
  size: SceneSize,
  running: boolean,
): Renderer | null {
  const scene = createParticleScene(canvas)
  if (!scene) return null
  scene.resize(size)
  scene.setRunning(running)
  return { ...scene, dispose: () => scene.setRunning(false) }
}

/**
 * Animates the particle field on `canvas` and returns the function that stops it. It
 * sleeps while off-screen or in a hidden tab, and draws one still frame under reduced
 * motion. The observers stay here, since a worker sees neither the page nor its layout.
 */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const still = prefersReducedMotion()
  let onScreen = true
  const running = () => !still && onScreen && !document.hidden
  const size = (): SceneSize => ({
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    ratio: Math.min(window.devicePixelRatio || 1, 2),
  })

  const renderer = inWorker(canvas, size(), running()) ?? onMainThread(canvas, size(), running())
  if (!renderer) return () => undefined

  const resizeObserver = new ResizeObserver(() => renderer.resize(size()))
  resizeObserver.observe(canvas)
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true
    renderer.setRunning(running())
  })
  visibility.observe(canvas)
  const onVisibilityChange = () => renderer.setRunning(running())
  document.addEventListener('visibilitychange', onVisibilityChange)

  return () => {
    resizeObserver.disconnect()
    visibility.disconnect()
    document.removeEventListener('visibilitychange', onVisibilityChange)
    renderer.dispose()
  }
}
