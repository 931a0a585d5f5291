import { compareRuns, MIN_RUNS, pGreater } from './regression.mjs'

describe('pGreater', () => {
  it('gives the exact chance of the most extreme split: 1 in C(8, 4) for 4 runs each', () => {
    expect(pGreater([452, 490, 545, 633], [778, 780, 790, 937])).toBeCloseTo(1 / 70, 10)
  })

  it('is 1/20 at best with 3 runs each, so fewer than MIN_RUNS never counts', () => {
    expect(pGreater([1, 2, 3], [4, 5, 6])).toBeCloseTo(1 / 20, 10)
    expect(MIN_RUNS).toBe(4)
  })

  it('finds no shift in equal runs, nor in runs that only cross', () => {
    expect(pGreater([1353, 1353, 1353], [1353, 1353, 1353])).toBe(1)
    expect(pGreater([411, 692, 822, 500, 700], [582, 892, 1180, 450, 650])).toBeGreaterThan(0.05)
  })

  it('is near 1 when the runs went down', () => {
    expect(pGreater([778, 780, 790, 937], [452, 490, 545, 633])).toBe(1)
  })

  it('tells a shift of 3 in 15 runs from one of 2, past 10 runs a build (normal approximation)', () => {
    const before = Array.from({ length: 15 }, (_, index) => 100 + index)
    expect(
      pGreater(
        before,
        before.map((value) => value + 3),
      ),
    ).toBeLessThan(0.05)
    expect(
      pGreater(
        before,
        before.map((value) => value + 2),
      ),
    ).toBeGreaterThan(0.05)
  })
})

describe('compareRuns', () => {
  it('counts a shift past the noise and the floor as grown', () => {
    expect(compareRuns([452, 490, 545, 633], [778, 780, 790, 937], { floor: 25 })).toEqual({
      change: 785 - 517.5,
      p: expect.closeTo(1 / 70, 10),
      grew: true,
    })
  })

  it('does not count a consistent shift under the floor', () => {
    expect(compareRuns([1200, 1201, 1202, 1203], [1210, 1211, 1212, 1213], { floor: 24 })).toEqual(
      expect.objectContaining({ grew: false }),
    )
  })

  it('does not count a larger median inside the noise', () => {
    expect(compareRuns([411, 692, 822, 500, 700], [582, 892, 1180, 450, 650]).grew).toBe(false)
  })
})
