import { createParticleScene } from './particle-scene'

/** A canvas whose 2D context only counts what is drawn. */
function fakeCanvas() {
  const ctx = {
    clearRect: jest.fn(),
    setTransform: jest.fn(),
    beginPath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    stroke: jest.fn(),
    arc: jest.fn(),
    fill: jest.fn(),
  }
  const canvas = { width: 300, height: 150, getContext: () => ctx }
  return { canvas: canvas as unknown as OffscreenCanvas, ctx }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('createParticleScene', () => {
  it('sizes the backing store for the pixel ratio and draws at once', () => {
    const { canvas, ctx } = fakeCanvas()
    const scene = createParticleScene(canvas)!
    scene.resize({ width: 412, height: 700, ratio: 1.75 })
    expect([canvas.width, canvas.height]).toEqual([721, 1225])
    expect(ctx.setTransform).toHaveBeenCalledWith(1.75, 0, 0, 1.75, 0, 0)
    expect(ctx.fill).toHaveBeenCalledTimes(1)
    expect(ctx.arc).toHaveBeenCalledTimes(40)
  })

  // Node has no requestAnimationFrame, as workers of older browsers: the timer fallback.
  it('draws about 30 frames a second while running and none while paused', () => {
    const { canvas, ctx } = fakeCanvas()
    const scene = createParticleScene(canvas)!
    scene.resize({ width: 400, height: 300, ratio: 1 })
    const firstX = ctx.arc.mock.calls[0]![0] as number
    scene.setRunning(true)
    scene.setRunning(true)
    jest.advanceTimersByTime(1000)
    const frames = ctx.fill.mock.calls.length - 1
    expect(frames).toBeGreaterThanOrEqual(28)
    expect(frames).toBeLessThanOrEqual(33)
    expect(ctx.arc.mock.lastCall![0]).not.toBe(firstX)

    scene.setRunning(false)
    const drawn = ctx.fill.mock.calls.length
    jest.advanceTimersByTime(1000)
    expect(ctx.fill).toHaveBeenCalledTimes(drawn)
  })

  it('is null where the canvas has no 2D context', () => {
    const canvas = { getContext: () => null } as unknown as OffscreenCanvas
    expect(createParticleScene(canvas)).toBeNull()
  })
})
