import {
  createParticles,
  forEachLinkedPair,
  LINK_DISTANCE,
  PARTICLE_COUNT,
  stepParticles,
} from './particles'
import type { Particle } from './particles'

const at = (x: number, y: number): Particle => ({ x, y, vx: 0, vy: 0, radius: 2 })

describe('createParticles', () => {
  it('places the spec count of particles inside the area', () => {
    const particles = createParticles(PARTICLE_COUNT, 800, 600)
    expect(particles).toHaveLength(40)
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(800)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(600)
    }
  })
})

describe('forEachLinkedPair', () => {
  it('joins pairs closer than 150 px and no others', () => {
    expect(LINK_DISTANCE).toBe(150)
    const particles = [at(0, 0), at(149, 0), at(0, 151), at(400, 400)]
    const pairs: Array<[number, number, number]> = []
    forEachLinkedPair(particles, LINK_DISTANCE, (a, b, d) =>
      pairs.push([particles.indexOf(a), particles.indexOf(b), d]),
    )
    expect(pairs).toEqual([[0, 1, 149]])
  })

  it('does not join a pair exactly 150 px apart', () => {
    const pairs: number[] = []
    forEachLinkedPair([at(0, 0), at(90, 120)], LINK_DISTANCE, (_a, _b, d) => pairs.push(d))
    expect(pairs).toEqual([])
  })
})

describe('stepParticles', () => {
  it('moves particles by their velocity', () => {
    const p = { ...at(10, 10), vx: 20, vy: -10 }
    stepParticles([p], 100, 100, 0.5)
    expect(p).toMatchObject({ x: 20, y: 5 })
  })

  it('bounces off the edges and never leaves the area', () => {
    const p = { ...at(99, 1), vx: 20, vy: -20 }
    stepParticles([p], 100, 100, 1)
    expect(p).toMatchObject({ x: 100, y: 0, vx: -20, vy: 20 })
  })
})
