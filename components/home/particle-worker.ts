import { createParticleScene } from '@/lib/particle-scene'
import type { ParticleScene, ToWorker } from '@/lib/particle-scene'

/**
 * Draws the hero's particles on the canvas the page transferred here, so the raster work
 * of every frame stays off the main thread (see particle-field.ts).
 */

// The project's types describe a window; this is the little of a worker's scope it uses.
const scope = self as unknown as { onmessage: ((event: MessageEvent<ToWorker>) => void) | null }

let scene: ParticleScene | null = null

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start':
      scene = createParticleScene(data.canvas)
      scene?.resize(data.size)
      scene?.setRunning(data.running)
      break
    case 'resize':
      scene?.resize(data.size)
      break
    case 'run':
      scene?.setRunning(data.running)
      break
  }
}
