/** Hero particle field: 40 particles, pairs closer than 150 px joined by a line. */
export const PARTICLE_COUNT = 40
export const LINK_DISTANCE = 150

export type Particle = {
  x: number
  y: number
  /** Velocity in px per second. */
  vx: number
  vy: number
  radius: number
}

const MAX_SPEED = 24

export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() * 2 - 1) * MAX_SPEED,
    vy: (random() * 2 - 1) * MAX_SPEED,
    radius: 1.5 + random() * 1.5,
  }))
}

/** Moves every particle by `seconds`, bouncing off the edges so none ever leaves. */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  seconds: number,
): void {
  for (const p of particles) {
    p.x += p.vx * seconds
    p.y += p.vy * seconds
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx
      p.x = Math.min(Math.max(p.x, 0), width)
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy
      p.y = Math.min(Math.max(p.y, 0), height)
    }
  }
}

/** Calls `draw` for each pair closer than `maxDistance`, with their distance. */
export function forEachLinkedPair(
  particles: readonly Particle[],
  maxDistance: number,
  draw: (a: Particle, b: Particle, distance: number) => void,
): void {
  const max2 = maxDistance * maxDistance
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!
      const dx = a.x - b.x
      const dy = a.y - b.y
      const d2 = dx * dx + dy * dy
      if (d2 < max2) draw(a, b, Math.sqrt(d2))
    }
  }
}
